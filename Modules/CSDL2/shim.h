#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
