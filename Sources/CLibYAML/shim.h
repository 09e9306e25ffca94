// libyaml's public header, exposed to Swift as the CLibYAML module.
#include <yaml.h>
