/** What came back from an upload: the status (0 when the network failed) and the parsed JSON. */
export interface UploadAnswer {
  status: number;
  json: unknown;
}

/**
 * Posts a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress for a
 * progress bar. Marks the request as the SPA's own (the BFF asks multipart posts for that header).
 * Never rejects: a network failure is status 0.
 */
export function postForm(
  method: string,
  url: string,
  form: FormData,
  { headers = {}, onProgress }: { headers?: Record<string, string>; onProgress: (percent: number) => void },
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      resolve({ status: xhr.status, json });
    };
    xhr.onerror = () => resolve({ status: 0, json: null });
    xhr.send(form);
  });
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;
