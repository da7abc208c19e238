#ifndef TRANSITIONLAB_CPNGSTREAM_H
#define TRANSITIONLAB_CPNGSTREAM_H

#include <stddef.h>

/// A PNG written a band of rows at a time, so a picture taller than memory allows can be
/// encoded while it is drawn (the contact sheet). libpng reports errors by longjmp, which
/// Swift cannot catch, so the setjmp lives here.
typedef struct transitionlab_png_stream transitionlab_png_stream;

/// Starts an 8-bit RGBA PNG of `width` x `height` on the open descriptor `fd` (not closed by
/// the stream). NULL on failure, with the reason in `error`.
transitionlab_png_stream *transitionlab_png_stream_open(int fd, unsigned width, unsigned height, char *error, size_t error_size);

/// Writes `rows` rows of straight (not premultiplied) RGBA bytes, `width * 4` per row. 0 on
/// success, -1 with the reason in `error`.
int transitionlab_png_stream_write_rows(transitionlab_png_stream *stream, const unsigned char *rgba, unsigned rows,
                                        char *error, size_t error_size);

/// Writes the end of the PNG and flushes it. 0 on success, -1 with the reason in `error`.
int transitionlab_png_stream_finish(transitionlab_png_stream *stream, char *error, size_t error_size);

/// Frees the stream (finished or not).
void transitionlab_png_stream_free(transitionlab_png_stream *stream);

#endif
