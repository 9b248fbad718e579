import { defineEndpoint, fileAnswer } from '@portal/core';
import { z } from 'zod';

const tags = ['Files'];

export const uploadedFileAnswer = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});

/** One file as multipart/form-data (the body is read as it streams, so it has no JSON schema). */
export const uploadFileEndpoint = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/files',
  tags,
  summary: 'Upload a file to attach to a record',
  consumes: ['multipart/form-data'],
  response: uploadedFileAnswer,
  status: 201,
});

/** A file, for whoever may read a record it is attached to (or who uploaded it). */
export const downloadFileEndpoint = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/files/:id',
  tags,
  summary: 'Download a file',
  params: z.object({ id: z.string().max(64, { error: 'File not found' }) }),
  query: z.object({
    w: z.enum(['160', '640'], { error: 'A photo is kept 160 or 640 pixels wide' }).optional(),
  }),
  response: fileAnswer('application/octet-stream', 'The file, with the type it was uploaded with'),
});

/** What a stored file is (its name, size and type), for whoever may download it: a list shows the name. */
export const fileAboutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/files/:id/about',
  tags,
  summary: 'A file’s name, size and type',
  params: z.object({ id: z.string().max(64, { error: 'File not found' }) }),
  response: uploadedFileAnswer,
});
