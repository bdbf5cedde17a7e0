// Uploaded files in GraphQL: the UploadedFile node, visible to its uploader only. Uploading itself is
// plain HTTP (POST /files, see http/files-routes.ts); mutations take the node's id (avatarFileId...).
import { NOBODY } from '../../platform/ids.ts';
import { builder } from '../../graphql/builder.ts';
import { imageUrl, signedFileUrl } from './files.service.ts';

/** A uuid no row has: lookups by anyone but the uploader match nothing. */

export const FileKindEnum = builder.enumType('FileKind', {
  description: 'What an uploaded file is for, which decides its limits and how it is served.',
  values: {
    IMAGE: { description: 'A picture (jpeg, png, webp, gif, avif; at most 10 MB), stored as webp of at most 2048 px, public by its id.' },
    MEDIA: { description: 'Video or audio (mp4, webm, mov, mp3, m4a, ogg, wav; at most 200 MB), served through 15-minute signed links.' },
    ATTACHMENT: { description: 'A document (pdf, zip, office files, text, images; at most 50 MB), downloaded through 15-minute signed links.' },
  },
});

export const UploadedFileNode = builder.prismaNode('StoredFile', {
  name: 'UploadedFile',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ownerId: ctx.viewer?.id ?? NOBODY }),
  description: 'A file the viewer uploaded (POST /files). Only the uploader can see it.',
  fields: (t) => ({
    kind: t.expose('kind', { type: FileKindEnum, description: 'What the file is for.' }),
    name: t.exposeString('originalName', { description: 'The file name as uploaded (without any path).' }),
    mimeType: t.exposeString('mimeType', { description: 'The type found in the bytes (image/webp for every image).' }),
    byteSize: t.exposeInt('byteSize', { description: 'Stored size in bytes.' }),
    url: t.string({
      description: 'Where to fetch it: the public image URL, or a signed link valid for 15 minutes.',
      resolve: (file) => (file.kind === 'IMAGE' ? imageUrl(file.id) : signedFileUrl(file.id)),
    }),
    width: t.exposeInt('width', { nullable: true, description: 'Width in pixels (images).' }),
    height: t.exposeInt('height', { nullable: true, description: 'Height in pixels (images).' }),
  }),
});
