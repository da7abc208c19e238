#include "CPNGStream.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct transitionlab_png_stream {
    png_structp png;
    png_infop info;
    FILE *file;
    unsigned width;
    unsigned height;
    char message[256];
};

static void on_error(png_structp png, png_const_charp message) {
    struct transitionlab_png_stream *stream = png_get_error_ptr(png);
    // libpng says only "Write Error" when the disk refuses (full, removed): errno says why.
    if (errno != 0) {
        snprintf(stream->message, sizeof stream->message, "%s (%s)", message, strerror(errno));
    } else {
        snprintf(stream->message, sizeof stream->message, "%s", message);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void copy_message(const char *message, char *error, size_t error_size) {
    if (error && error_size > 0) snprintf(error, error_size, "%s", message);
}

transitionlab_png_stream *transitionlab_png_stream_open(int fd, unsigned width, unsigned height, char *error, size_t error_size) {
    struct transitionlab_png_stream *stream = calloc(1, sizeof *stream);
    if (!stream) { copy_message("out of memory", error, error_size); return NULL; }
    stream->width = width;
    stream->height = height;
    int copy = dup(fd);
    stream->file = copy >= 0 ? fdopen(copy, "wb") : NULL;
    if (!stream->file) {
        if (copy >= 0) close(copy);
        copy_message("cannot open the file for writing", error, error_size);
        free(stream);
        return NULL;
    }
    stream->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, stream, on_error, on_warning);
    stream->info = stream->png ? png_create_info_struct(stream->png) : NULL;
    if (!stream->info) {
        copy_message("libpng could not start", error, error_size);
        transitionlab_png_stream_free(stream);
        return NULL;
    }
    if (setjmp(png_jmpbuf(stream->png))) {
        copy_message(stream->message, error, error_size);
        transitionlab_png_stream_free(stream);
        return NULL;
    }
    png_init_io(stream->png, stream->file);
    png_set_IHDR(stream->png, stream->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(stream->png, stream->info);
    return stream;
}

int transitionlab_png_stream_write_rows(transitionlab_png_stream *stream, const unsigned char *rgba, unsigned rows,
                                        char *error, size_t error_size) {
    errno = 0;
    if (setjmp(png_jmpbuf(stream->png))) {
        copy_message(stream->message, error, error_size);
        return -1;
    }
    for (unsigned row = 0; row < rows; row++) {
        png_write_row(stream->png, rgba + (size_t)row * stream->width * 4);
    }
    return 0;
}

int transitionlab_png_stream_finish(transitionlab_png_stream *stream, char *error, size_t error_size) {
    errno = 0;
    if (setjmp(png_jmpbuf(stream->png))) {
        copy_message(stream->message, error, error_size);
        return -1;
    }
    png_write_end(stream->png, NULL);
    if (fflush(stream->file) != 0) {
        copy_message("the disk refused the data (full?)", error, error_size);
        return -1;
    }
    return 0;
}

void transitionlab_png_stream_free(transitionlab_png_stream *stream) {
    if (!stream) return;
    if (stream->png) png_destroy_write_struct(&stream->png, stream->info ? &stream->info : NULL);
    if (stream->file) fclose(stream->file);
    free(stream);
}
