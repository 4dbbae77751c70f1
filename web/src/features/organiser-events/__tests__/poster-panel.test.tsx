import { fireEvent, screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { POSTER_MAX_BYTES, POSTER_MESSAGES, POSTER_SIZE_MESSAGE } from '@tix/contract/forms/events';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupEvent } from '../../../test/seed-organiser.ts';
import { PosterPanel } from '../components/poster-panel.tsx';
import { EVENT_SETUP_COPY as COPY } from '../messages.ts';
import { renderPanel } from './setup-helpers.tsx';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const png = (name = 'poster.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

async function open(eventId: string) {
  const onUploaded = vi.fn();
  const view = renderPanel(<PosterPanel eventId={eventId} onUploaded={onUploaded} />);
  return { ...view, onUploaded };
}
/** The panel of one of the demo organiser's drafts: no poster yet. */
const openDraft = async () => open((await setupEvent.draft()).id);
const input = () => screen.getByLabelText(COPY.posterField);
/** Chooses a file without the input's `accept` filter (a user can pick "all files"). */
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: COPY.uploadButton }));

describe('the poster panel', () => {
  it('accepts the five poster types and shows the current poster, or says there is none', async () => {
    const [loaded, draft] = [await setupEvent.loaded(), await setupEvent.draft()];
    await open(loaded.id);
    expect(input()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.gif');
    // The BFF's poster address for the event (answered by mock mode's poster route).
    expect(await screen.findByRole('img', { name: COPY.currentPoster })).toHaveAttribute(
      'src',
      expect.stringMatching(new RegExp(`^/api/posters/\\d+/${loaded.id}/`)),
    );
    await open(draft.id);
    expect(await screen.findByText(COPY.noPoster)).toBeInTheDocument();
  });

  it("asks for a poster when none is chosen: 'Please select a poster'", async () => {
    const { onUploaded } = await openDraft();
    upload();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a poster');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file whose name says png but whose content is text', async () => {
    await openDraft();
    choose(new File(['just some text'], 'poster.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(POSTER_MESSAGES.posterType);
    expect(screen.queryByRole('img', { name: COPY.preview })).not.toBeInTheDocument();
  });

  it('refuses other extensions and files over the limit', async () => {
    await openDraft();
    choose(new File([new Uint8Array(PNG)], 'poster.bmp', { type: 'image/bmp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(POSTER_MESSAGES.posterType);
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: POSTER_MAX_BYTES + 1 });
    choose(big);
    expect(await screen.findByText(POSTER_SIZE_MESSAGE)).toBeInTheDocument();
  });

  it('previews the chosen image, shows the progress, then the new poster', async () => {
    server.use(
      answer(api.eventSetup.uploadPoster, async () => {
        await delay(150);
        return { posterUrl: 'data:image/png;base64,AAAA' };
      }),
    );
    const { onUploaded } = await openDraft();
    choose(png());
    const preview = await screen.findByRole('img', { name: COPY.preview });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    upload();
    const bar = await screen.findByRole('progressbar');
    expect(screen.getByRole('button', { name: new RegExp(COPY.uploadButton) })).toBeDisabled();
    expect(await screen.findByText(COPY.uploaded)).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '100');
    expect(screen.getByRole('img', { name: COPY.currentPoster })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(onUploaded).toHaveBeenCalledOnce();
  });

  it('shows the BFF’s refusal when the server finds the content is not an image', async () => {
    server.use(
      answer(api.eventSetup.uploadPoster, () =>
        Response.json(
          { type: 'about:blank', title: 'Invalid request', status: 415, detail: POSTER_MESSAGES.posterType },
          { status: 415 },
        ),
      ),
    );
    const { onUploaded } = await openDraft();
    choose(png());
    await screen.findByRole('img', { name: COPY.preview });
    upload();
    expect(await screen.findByRole('alert')).toHaveTextContent(POSTER_MESSAGES.posterType);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
