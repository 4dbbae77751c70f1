import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_COPY, DownloadButton } from '../download-button.tsx';

// A streamed download (issue 28): busy while the file comes, saved under the server's name, the
// failure said.

const URL_OF = 'http://localhost/api/test/file.csv';
afterEach(() => vi.restoreAllMocks());

describe('DownloadButton', () => {
  it('is busy while the file comes, then saves it under the name the server gave', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(URL_OF, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new HttpResponse('a,b\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="from-server.csv"',
          },
        });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<DownloadButton href={URL_OF} label="Customers (CSV)" fileName="fallback.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Customers (CSV)' }));
    expect(await screen.findByText(DOWNLOAD_COPY.busy)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Customers \(CSV\)/ })).toBeDisabled();
    release();
    await waitFor(() => expect(names).toEqual(['from-server.csv']));
    expect(created).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Customers (CSV)' })).toBeEnabled();
  });

  it('says when the download failed', async () => {
    server.use(http.get(URL_OF, () => new HttpResponse(null, { status: 500 })));
    render(<DownloadButton href={URL_OF} label="Customers (CSV)" fileName="fallback.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Customers (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_COPY.failed);
  });
});
