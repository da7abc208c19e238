#ifndef TRANSITIONLAB_CPNGDECODE_H
#define TRANSITIONLAB_CPNGDECODE_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a PNG that needs no conversion, 8-bit RGB or RGBA, not interlaced, with no chunk
/// that changes its colors (gAMA, cHRM, iCCP, sBIT, tRNS; sRGB may be there), straight into `pixels`
/// (`width` x `height`, each pixel's bytes R, G, B, A in memory order; A 255 for RGB), through
/// libpng's full API, which can leave zlib's adler32 unchecked (the chunks' CRCs are checked)
/// and reads RGB rows without a filler pass. The simplified API gives the same bytes for such
/// a file. libpng reports errors by longjmp, which Swift cannot catch, so the setjmp lives here.
///
/// Returns 1 when decoded (`*has_alpha` set), 0 when the file is not such a PNG or is not
/// `width` x `height` (nothing written: decode it another way), -1 when it is damaged, with
/// libpng's reason in `error`.
int transitionlab_png_decode_plain(const unsigned char *data, size_t size, uint32_t width, uint32_t height,
                                   uint32_t *pixels, int *has_alpha, char *error, size_t error_size);

#endif
