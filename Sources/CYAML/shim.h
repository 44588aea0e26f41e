#ifndef CURRICULUM_CYAML_SHIM_H
#define CURRICULUM_CYAML_SHIM_H
#include <yaml.h>
#endif
