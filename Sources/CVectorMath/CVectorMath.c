// CVectorMath is a header: its functions are static inline (include/CVectorMath.h). SwiftPM
// needs a source file to build the module.
#include "CVectorMath.h"
