#ifndef PICTURE_CODECS_H
#define PICTURE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// The most pixels a picture may have at its full size (100 megapixels: a 50-megapixel camera's
/// photo fits twice); a picture claiming more is refused from its header, before any decoding.
#define CODEC_MAX_PIXELS 100000000L

/// The most memory one picture's decode may use, checked from its header before the decoder
/// allocates anything large.
#define CODEC_MEMORY_BUDGET (256L << 20)

/// A decoded picture: 8-bit RGBA rows, or an error message. libpng and libjpeg report errors
/// with longjmp, which Swift cannot catch; these wrappers catch it here and return instead.
typedef struct {
  int width;
  int height;
  uint8_t *pixels;
  char error[160];
} codec_image;

/// Any PNG: every colour type and bit depth, palettes with transparency, interlaced.
int codec_decode_png(const uint8_t *data, size_t size, codec_image *out);

/// A non-interlaced PNG reduced while decoding, row by row, to the largest size inside the
/// box (area averaging, alpha-weighted); the full picture is never held. Fails with the error
/// "interlaced" for interlaced files, which the caller decodes in full instead.
int codec_decode_png_fitting(const uint8_t *data, size_t size, int box_width, int box_height, codec_image *out);

/// Reads every row of a non-interlaced PNG as it is stored, with no transform and nothing kept:
/// 1 when they all read, so that `codec_decode_png_fitting` would decode the picture; 0 (with
/// the error) otherwise, interlaced files included, which the caller then decodes to learn why.
/// A 100-megapixel picture of one bit a pixel reads in a tenth of the time it takes to reduce.
int codec_check_png(const uint8_t *data, size_t size, codec_image *out);

/// Baseline or progressive JPEG, greyscale, RGB or CMYK. `scale_denom` (1, 2, 4 or 8) asks
/// libjpeg to reduce the picture while decoding.
int codec_decode_jpeg(const uint8_t *data, size_t size, int scale_denom, codec_image *out);

/// The width and height a JPEG header declares, without decoding it; 0 on failure.
int codec_jpeg_size(const uint8_t *data, size_t size, int *width, int *height);

void codec_free(codec_image *image);

/// Writes a JPEG (for tests and tools): `components` 1 (grey), 3 (RGB) or 4 (CMYK); the
/// result is malloc'd into `*out`.
int codec_encode_jpeg(const uint8_t *samples, int width, int height, int components, int progressive,
                      uint8_t **out, unsigned long *out_size);

/// Writes a PNG from RGBA samples, keeping the alpha channel or not (for tests and tools); the
/// result is malloc'd into `*out`.
int codec_encode_png(const uint8_t *rgba, int width, int height, int alpha, uint8_t **out, unsigned long *out_size);

#endif
