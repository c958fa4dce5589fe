/*
 * A reader for the YAML subset used by the consensus-spec test files
 * (`data.yaml`): block mappings and block sequences by indentation
 * (including "- - x" nested items and sequences at their key's indentation),
 * flow sequences "[a, b, ...]" over several lines, single- and double-quoted
 * scalars (folded over lines as YAML specifies), plain scalars, comments and
 * the document marker "---". The result is the json_value tree of json.h;
 * plain scalars become JSON_NULL (null, ~, empty), JSON_BOOL (true/false),
 * JSON_NUMBER (integers and decimals) or JSON_STRING. Anchors, tags, block
 * scalars (| and >) and flow mappings are not part of the subset: such input
 * is rejected (NULL), never misread.
 */
#ifndef BLS381_TOOLS_YAML_H
#define BLS381_TOOLS_YAML_H

#include "json.h"

json_value *yaml_parse(const char *text, size_t len);

#endif
