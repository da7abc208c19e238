#include "CPNGDecode.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

struct reader {
    const unsigned char *data;
    size_t size;
    size_t offset;
    char *error;
    size_t error_size;
};

static void on_error(png_structp png, png_const_charp message) {
    struct reader *reader = png_get_error_ptr(png);
    snprintf(reader->error, reader->error_size, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    struct reader *reader = png_get_io_ptr(png);
    if (count > reader->size - reader->offset) png_error(png, "the data ends early");
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

int transitionlab_png_decode_plain(const unsigned char *data, size_t size, uint32_t width, uint32_t height,
                                   uint32_t *pixels, size_t capacity, int *has_alpha, char *error, size_t error_size) {
    if (transitionlab_png_decode_whole(data, size, width, height, pixels, capacity, has_alpha)) return 1;
    struct reader reader = {data, size, 0, error, error_size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, on_error, on_warning);
    if (png == NULL) return 0;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return 0;
    }
    // Volatile: read after a longjmp back here.
    volatile int result = 0;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_free(png, rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &reader, read_bytes);
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);
    png_uint_32 w = 0, h = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
    // An sRGB chunk says what 8-bit output assumes anyway; these others ask for a conversion.
    const png_uint_32 converting = PNG_INFO_gAMA | PNG_INFO_cHRM | PNG_INFO_iCCP | PNG_INFO_sBIT | PNG_INFO_tRNS;
    int plain = w == width && h == height && depth == 8 && interlace == PNG_INTERLACE_NONE
        && (color == PNG_COLOR_TYPE_RGB || color == PNG_COLOR_TYPE_RGB_ALPHA) && png_get_valid(png, info, converting) == 0;
    if (plain) {
        size_t count = (size_t)w * h;
        int alpha = color == PNG_COLOR_TYPE_RGB_ALPHA;
        // RGB rows go to the last three quarters of the pixels' memory, then spread forward:
        // pixel i's bytes are read before anything is written at or past them.
        unsigned char *base = (unsigned char *)pixels + (alpha ? 0 : count);
        size_t stride = (size_t)w * (alpha ? 4 : 3);
        rows = png_malloc(png, sizeof(png_bytep) * h);
        for (png_uint_32 y = 0; y < h; y++) rows[y] = base + stride * y;
        png_read_image(png, rows);
        png_read_end(png, NULL);
        if (!alpha) {
            const unsigned char *rgb = base;
            for (size_t i = 0; i < count; i++) {
                uint32_t r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];
                pixels[i] = r | g << 8 | b << 16 | 0xFF000000u;
            }
        }
        *has_alpha = alpha;
        result = 1;
    }
    png_free(png, rows);
    png_destroy_read_struct(&png, &info, NULL);
    return result;
}
