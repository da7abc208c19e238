// SDL2 for the window (SimulatorWindow only): video, events, timers.
#include <SDL2/SDL.h>
