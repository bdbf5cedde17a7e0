// Upload refusals. They travel as HTTP answers ({ status, name, desc }), not GraphQL unions.
import { AppError } from '../../platform/errors.ts';

/** More bytes than the kind allows (image 10 MB, media 200 MB, attachment 50 MB), or an image with too many frames or pixels. */
export class FileTooLargeError extends AppError {
  readonly status = 413;
  constructor(
    readonly limitBytes: number,
    message = `The file is larger than ${Math.round(limitBytes / (1024 * 1024))} MB`,
    /** Set when the bytes are fine but the picture decodes to too much: its frame and pixel limits. */
    readonly imageLimits?: { maxFrames: number; maxMegapixels: number },
  ) {
    super('FILE_TOO_LARGE', message);
  }
}

/** The bytes are not one of the kind's allowed types (whatever the name or the declared type say). */
export class FileTypeNotAllowedError extends AppError {
  readonly status = 415;
  constructor(message = 'This type of file is not allowed here') {
    super('FILE_TYPE_NOT_ALLOWED', message);
  }
}
