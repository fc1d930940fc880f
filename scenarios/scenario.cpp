#include "scenarios/scenario.h"
