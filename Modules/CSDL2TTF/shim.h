// SDL_ttf for the Text module (glyph rendering only). SDL's video is CSDL2's, for the window.
#include <SDL2/SDL_ttf.h>
