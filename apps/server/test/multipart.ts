/** A multipart/form-data body holding one file part named `file`, as a browser sends it, for inject(). */
export async function fileForm(file: Buffer | string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from(file))]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
