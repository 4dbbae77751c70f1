import { describe, expect, it } from 'vitest';
import { POSTER_MESSAGES } from '../../forms/events.ts';
import { POSTERUPLOAD } from '../../legacy/organiser-events-edit.ts';
import { identifyFile, SIGNATURE_BYTES } from '../file-signatures.ts';
import { POSTER_FILE_TYPES, sniffModelPicture, sniffPosterImage } from '../images.ts';
import { attachmentIdentity, sniffAttachment } from '../marketing-attachments.ts';
import { sniffProof } from '../proof-of-payment.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** The first bytes of one real file of each kind, as a browser's slice of SIGNATURE_BYTES sees them. */
const HEADS = {
  pdf: bytes('%PDF-1.7\n%\u00e2'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0]),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  mp3: bytes('ID3', [4, 0, 0, 0]),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom'),
} as const;
const kinds = Object.keys(HEADS) as (keyof typeof HEADS)[];
const accepted = (sniff: (b: Uint8Array) => unknown) => kinds.filter((k) => sniff(HEADS[k]) !== null);

describe('a file told by its first bytes', () => {
  it('is read as its kind from no more than SIGNATURE_BYTES, whatever it is called', () => {
    for (const kind of kinds)
      expect(identifyFile(HEADS[kind].slice(0, SIGNATURE_BYTES), kinds)?.kind, kind).toBe(kind);
  });

  it('is named and typed by what it is: a JPEG is a .jpg, image/jpeg', () => {
    expect(sniffPosterImage(HEADS.jpeg)).toMatchObject({ type: 'image/jpeg', extension: 'jpg' });
    expect(sniffProof(HEADS.pdf)).toMatchObject({ type: 'application/pdf', extension: 'pdf' });
  });

  it('is taken only by the uploads that accept its kind', () => {
    expect(accepted(sniffPosterImage)).toEqual(['png', 'jpeg', 'gif', 'webp']);
    expect(accepted(sniffModelPicture)).toEqual(['png', 'jpeg']);
    expect(accepted(sniffProof)).toEqual(['pdf', 'png', 'jpeg']);
    expect(accepted(sniffAttachment)).toEqual(['pdf', 'png', 'jpeg', 'zip', 'ole', 'mp3', 'mp4']);
  });

  it('is refused when it is none of them: a script, text, an empty file', () => {
    for (const other of [bytes('<?php echo 1;'), bytes('GIF88a'), bytes('RIFF....WAVE'), bytes()])
      expect(identifyFile(other, kinds)).toBeNull();
  });

  it('an MPEG audio frame is an mp3, a JPEG is never one', () => {
    expect(attachmentIdentity(bytes([0xff, 0xfb, 0x90, 0x64]))).toEqual({
      type: 'audio/mpeg',
      extension: 'mp3',
    });
    expect(attachmentIdentity(HEADS.jpeg)?.extension).toBe('jpg');
  });
});

describe('a poster', () => {
  it('is taken in every file type the legacy takes, and told so in the message', () => {
    const named = accepted(sniffPosterImage).map((k) => sniffPosterImage(HEADS[k])?.extension);
    // A .jpeg is a JPEG like a .jpg: the content, not the name, decides.
    expect(new Set([...named, 'jpeg'])).toEqual(new Set(POSTER_FILE_TYPES));
    expect(POSTERUPLOAD.files?.file?.accept).toEqual(POSTER_FILE_TYPES);
    for (const type of POSTER_FILE_TYPES)
      expect(POSTER_MESSAGES.posterType).toMatch(new RegExp(`\\b${type}\\b`));
  });
});
