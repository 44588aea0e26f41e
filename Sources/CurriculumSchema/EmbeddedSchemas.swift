// Generated from schemas/ by `make schemas` (Sources/embed-files); do not edit. Edit the
// files in schemas/ and run `make schemas`: EmbeddedSchemasTests fails while this file and
// schemas/ differ.

/// Every `*.schema.json` file under schemas/, by its path relative to that folder, in path
/// order, byte for byte: the schemas the compiler validates with, built into the binary so
/// that it needs no file beside it.
enum EmbeddedSchemas {
    static let files: [(path: String, text: String)] = [
        ("analytics-events.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Analytics event dictionary",
  "description": "The analytics event dictionary (curriculum/analytics.yaml): every event with its trigger and properties, and which events each item type emits.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "kind",
    "id",
    "events"
  ],
  "properties": {
    "kind": {
      "const": "AnalyticsEvents",
      "description": "What this file is: always `AnalyticsEvents`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/fileId",
      "description": "The dictionary's id. Example: `analytics`."
    },
    "events": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "trigger",
          "properties"
        ],
        "properties": {
          "name": {
            "$ref": "common.schema.json#/$defs/eventName",
            "description": "The event's name, snake_case. Example: `item_answered`."
          },
          "trigger": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "When the app sends the event, in a sentence. Example: `The child submits an answer to an item.`"
          },
          "properties": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "name",
                "type"
              ],
              "properties": {
                "name": {
                  "type": "string",
                  "pattern": "^[a-z][a-z0-9]*(_[a-z0-9]+)*$",
                  "description": "The property's name, snake_case. Example: `item_id`."
                },
                "type": {
                  "enum": [
                    "string",
                    "int",
                    "bool",
                    "double",
                    "uuid",
                    "timestamp"
                  ],
                  "description": "The property's type: `string`, `int`, `bool`, `double`, `uuid` or `timestamp`."
                },
                "required": {
                  "type": "boolean",
                  "default": false,
                  "description": "`true` when every event of this name carries the property. Default `false`."
                }
              },
              "description": "One property of an event. Example: `{name: item_id, type: string, required: true}`."
            },
            "description": "The data the event carries."
          }
        },
        "description": "One analytics event."
      },
      "description": "Every event the app sends."
    },
    "emitters": {
      "type": "object",
      "additionalProperties": {
        "type": "array",
        "uniqueItems": true,
        "items": {
          "$ref": "common.schema.json#/$defs/eventName"
        },
        "description": "Events a part of the app outside items emits, keyed by what sends them (session, lesson, progress, settings). A key that is a near-typo of an item type is reported."
      },
      "properties": {
        "all": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events every item type emits. Example: `[item_presented, item_answered, hint_used]`."
        },
        "multipleChoice": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `multipleChoice` items emit besides those under `all`."
        },
        "numericInput": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `numericInput` items emit besides those under `all`."
        },
        "counting": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `counting` items emit besides those under `all`."
        },
        "tenFrame": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `tenFrame` items emit besides those under `all`."
        },
        "numberLine": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `numberLine` items emit besides those under `all`."
        },
        "compare": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `compare` items emit besides those under `all`."
        },
        "pattern": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `pattern` items emit besides those under `all`."
        },
        "measure": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `measure` items emit besides those under `all`."
        },
        "sortClassify": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `sortClassify` items emit besides those under `all`."
        },
        "coins": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `coins` items emit besides those under `all`."
        },
        "clock": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `clock` items emit besides those under `all`."
        },
        "base10": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `base10` items emit besides those under `all`."
        },
        "fractionShade": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `fractionShade` items emit besides those under `all`."
        },
        "barGraph": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `barGraph` items emit besides those under `all`."
        },
        "shape": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `shape` items emit besides those under `all`."
        },
        "equationTrueFalse": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `equationTrueFalse` items emit besides those under `all`."
        },
        "missingNumber": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `missingNumber` items emit besides those under `all`."
        },
        "wordProblem": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `wordProblem` items emit besides those under `all`."
        },
        "ordinal": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `ordinal` items emit besides those under `all`."
        },
        "numberBond": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `numberBond` items emit besides those under `all`."
        },
        "numberChart": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `numberChart` items emit besides those under `all`."
        },
        "dragDrop": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `dragDrop` items emit besides those under `all`."
        },
        "openResponse": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `openResponse` items emit besides those under `all`."
        },
        "drawing": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `drawing` items emit besides those under `all`."
        },
        "countOut": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "common.schema.json#/$defs/eventName"
          },
          "description": "Events `countOut` items emit besides those under `all`."
        }
      },
      "description": "Which events each item type emits; `all` lists events every item type emits. Example: `{all: [item_answered], base10: [base10_block_moved]}`.",
      "propertyNames": {
        "pattern": "^[a-z][A-Za-z0-9]*$"
      }
    }
  }
}

"""#),
        ("asset-catalog.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Asset catalog",
  "description": "Every picture and recording items name (curriculum/assets/catalog.yaml): what it must show, its file once the art exists, and the size the app draws it at (docs/assets.md).",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "assets"],
  "properties": {
    "kind": {
      "const": "AssetCatalog",
      "description": "What this file is: always `AssetCatalog`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/fileId",
      "description": "The catalog's id. Example: `assets`."
    },
    "budget": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "image": {
          "type": "integer",
          "minimum": 1,
          "description": "The most bytes one image file may have. Example: `524288` (512 KiB)."
        },
        "audio": {
          "type": "integer",
          "minimum": 1,
          "description": "The most bytes one recording may have. Example: `2097152` (2 MiB)."
        }
      },
      "description": "Byte budgets per file (ASSET-SIZE). Example: `{image: 524288, audio: 2097152}`."
    },
    "assets": {
      "type": "array",
      "items": { "$ref": "#/$defs/asset" },
      "description": "One entry per asset an item names, sorted by id."
    }
  },
  "$defs": {
    "asset": {
      "type": "object",
      "additionalProperties": false,
      "required": ["id", "kind", "shows"],
      "properties": {
        "id": {
          "$ref": "common.schema.json#/$defs/assetName",
          "description": "The name items use in `image: {asset: …}`. Example: `k-count-ducks-line`."
        },
        "kind": {
          "enum": ["image", "audio"],
          "description": "`image` (PNG, JPEG, SVG or PDF) or `audio` (WAV, MP3 or M4A)."
        },
        "file": {
          "type": "string",
          "pattern": "^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*\\.(png|jpg|jpeg|svg|pdf|wav|mp3|m4a)$",
          "description": "The file, relative to curriculum/assets/: lowercase kebab-case folders and name, and an extension that says its format. Absent while the art is missing: the app then shows a placeholder (ASSET-PLACEHOLDER). Example: `images/k-count-ducks-line.svg`."
        },
        "shows": {
          "type": "string",
          "minLength": 8,
          "pattern": "\\S",
          "description": "What the picture must show, for the art team: every thing a child counts or compares, with its number, colour and arrangement. Example: `6 yellow ducks in a line on a pond`."
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "How many of `object` the picture shows, when the child counts the picture (ASSET-ALT-MISMATCH). Example: `6`."
        },
        "object": {
          "type": "string",
          "minLength": 1,
          "description": "What is counted, singular. Example: `duck`."
        },
        "size": {
          "type": "object",
          "additionalProperties": false,
          "required": ["width", "height"],
          "properties": {
            "width": { "type": "integer", "minimum": 1, "maximum": 2048, "description": "Points." },
            "height": { "type": "integer", "minimum": 1, "maximum": 2048, "description": "Points." }
          },
          "description": "The size the app draws an image at, in points; a bitmap needs 2× and 3× that in pixels (ASSET-SIZE). Example: `{width: 320, height: 240}`."
        },
        "source": {
          "type": "string",
          "minLength": 1,
          "description": "Who made the file. Example: `Curriculum art team`."
        },
        "licence": {
          "type": "string",
          "minLength": 1,
          "description": "Under what licence the app may ship it. Example: `CC0-1.0`, `Commissioned, all rights assigned`."
        }
      },
      "dependentRequired": {
        "file": ["source", "licence"],
        "count": ["object"],
        "object": ["count"]
      },
      "description": "One picture or recording. Example: `{id: k-count-ducks-line, kind: image, shows: 6 yellow ducks in a line on a pond, count: 6, object: duck, size: {width: 320, height: 240}}`."
    }
  }
}

"""##),
        ("badges.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Badges and points",
  "description": "Rewards (curriculum/badges.yaml): points per answer and one badge per skill, with levels.",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "points", "badges"],
  "properties": {
    "kind": {
      "const": "Badges",
      "description": "What this file is: always `Badges`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/fileId",
      "description": "The file's id. Example: `badges`."
    },
    "points": {
      "type": "object",
      "additionalProperties": false,
      "required": ["correct", "hint"],
      "properties": {
        "correct": {
          "type": "integer",
          "description": "Points for a right answer. Example: `10`."
        },
        "hint": {
          "type": "integer",
          "description": "Points for each hint used, usually negative. Example: `-2`."
        }
      },
      "description": "Points the child earns. Example: `{correct: 10, hint: -2}`."
    },
    "badges": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "name", "skill", "levels"],
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/badgeId",
            "description": "The badge's id. Example: `badge.number-novice`."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/title",
            "description": "The badge's name, shown to the child. Example: `Number Novice`."
          },
          "skill": {
            "$ref": "common.schema.json#/$defs/skillId",
            "description": "The skill the badge rewards (one badge per skill). Example: `k.counting.count-objects`."
          },
          "description": {
            "$ref": "common.schema.json#/$defs/copyText",
            "description": "Optional: what the child did to earn it, shown with the badge."
          },
          "levels": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": ["name", "mastered"],
              "properties": {
                "name": {
                  "$ref": "common.schema.json#/$defs/title",
                  "description": "The level's name. Example: `Bronze`."
                },
                "mastered": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "How many of the skill's lessons must be mastered to reach this level. Example: `1`."
                }
              },
              "description": "One level. Example: `{name: Bronze, mastered: 1}`."
            },
            "description": "The badge's levels, lowest first."
          }
        },
        "description": "One badge, unlocked by mastering a skill's lessons."
      },
      "description": "The badges."
    }
  }
}

"""#),
        ("bundle/analytics.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Analytics events",
  "description": "analytics.json: the event dictionary (what each event carries and when it is sent) and which item types emit which events.",
  "type": "object",
  "required": [
    "events",
    "emitters"
  ],
  "additionalProperties": false,
  "properties": {
    "events": {
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "name",
          "uuid",
          "trigger",
          "properties"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "$ref": "#/$defs/eventName"
          },
          "uuid": {
            "$ref": "#/$defs/uuid"
          },
          "trigger": {
            "type": "string",
            "description": "When the app sends the event."
          },
          "properties": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "type",
                "required"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "pattern": "^[a-z][a-z0-9_]*$"
                },
                "type": {
                  "enum": [
                    "string",
                    "int",
                    "bool",
                    "double",
                    "uuid",
                    "timestamp"
                  ]
                },
                "required": {
                  "type": "boolean"
                }
              }
            }
          }
        }
      }
    },
    "emitters": {
      "type": "object",
      "description": "Item type (or 'all', meaning every type) → the names of the events it emits.",
      "additionalProperties": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/eventName"
        }
      }
    }
  },
  "$defs": {
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    },
    "eventName": {
      "type": "string",
      "pattern": "^[a-z][a-z0-9_]*$",
      "description": "snake_case event name."
    }
  }
}

"""##),
        ("bundle/asset.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Asset file",
  "description": "assets/<file>: a picture (PNG, JPEG, SVG, PDF) or recording (WAV, MP3, M4A) an item shows, copied from curriculum/assets/ (docs/assets.md). It is bytes, not JSON: the manifest's size and SHA-256 are its check, and this schema names the kind of file without validating it."
}

"""#),
        ("bundle/badges.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Badges",
  "description": "badges.json: reward points and the badges of this bundle's skills; a badge unlocks when every lesson of its skill is mastered.",
  "type": "object",
  "required": [
    "points",
    "badges"
  ],
  "additionalProperties": false,
  "properties": {
    "points": {
      "type": "object",
      "required": [
        "perCorrectAnswer",
        "perHint"
      ],
      "additionalProperties": false,
      "properties": {
        "perCorrectAnswer": {
          "type": "integer"
        },
        "perHint": {
          "type": "integer",
          "description": "Added per hint used; negative."
        }
      }
    },
    "badges": {
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "id",
          "uuid",
          "name",
          "skill",
          "lessons",
          "levels"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/$defs/id"
          },
          "uuid": {
            "$ref": "#/$defs/uuid"
          },
          "name": {
            "type": "string",
            "description": "Also '<badge id>.name' in the string catalog."
          },
          "skill": {
            "$ref": "#/$defs/id"
          },
          "lessons": {
            "$ref": "#/$defs/ids",
            "description": "The skill's lesson ids."
          },
          "levels": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "mastered"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "description": "Also '<badge id>.level.<n>' in the string catalog."
                },
                "mastered": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Lessons mastered to reach the level."
                }
              }
            }
          }
        }
      }
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "description": "A stable lowercase slug (k.counting.count-objects).",
      "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$"
    },
    "ids": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/id"
      }
    },
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    }
  }
}

"""##),
        ("bundle/facts.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Fluency facts",
  "description": "facts.json of the fluency bundle: each authored FactSet expanded into facts; a fact's identity is (a, op, b).",
  "type": "array",
  "items": {
    "type": "object",
    "required": [
      "id",
      "uuid",
      "facts"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string",
        "minLength": 1
      },
      "uuid": {
        "$ref": "#/$defs/uuid"
      },
      "facts": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "id",
            "uuid",
            "a",
            "op",
            "b",
            "answer",
            "tags",
            "options"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "minLength": 1
            },
            "uuid": {
              "$ref": "#/$defs/uuid"
            },
            "a": {
              "type": "integer"
            },
            "op": {
              "enum": [
                "add",
                "sub"
              ]
            },
            "b": {
              "type": "integer"
            },
            "answer": {
              "type": "integer"
            },
            "tags": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Tags of every generator step that produced the fact, merged."
            },
            "options": {
              "type": "array",
              "items": {
                "type": "integer"
              },
              "description": "Multiple-choice options, the answer among them."
            }
          }
        }
      }
    }
  },
  "$defs": {
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    }
  }
}

"""##),
        ("bundle/items.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Lesson items",
  "description": "lessons/<lesson id>/items.json: a lesson's items in order. Fields every item type has are typed here; the rest of what the author wrote for the item's type is kept in 'fields' (see schemas/items/ for each type).",
  "type": "array",
  "items": {
    "type": "object",
    "required": [
      "id",
      "fullId",
      "uuid",
      "lesson",
      "type",
      "standards",
      "difficulty",
      "quickCheck",
      "prompt",
      "hints",
      "feedback",
      "fields"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string",
        "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$",
        "description": "i1, i2, … unique within the lesson."
      },
      "fullId": {
        "type": "string",
        "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*/[a-z0-9]+([.-][a-z0-9]+)*$",
        "description": "<lesson id>/<item id>: the item's slug and the prefix of its string keys."
      },
      "uuid": {
        "$ref": "#/$defs/uuid"
      },
      "lesson": {
        "$ref": "#/$defs/id"
      },
      "type": {
        "type": "string",
        "minLength": 1,
        "description": "multipleChoice, counting, tenFrame, …"
      },
      "skill": {
        "$ref": "#/$defs/id",
        "description": "The skill assessed: the item's own in a mastery check, else its lesson's."
      },
      "standards": {
        "$ref": "#/$defs/codes",
        "description": "The item's standards (its own, else its skill's), headings expanded."
      },
      "difficulty": {
        "type": "integer",
        "minimum": 1
      },
      "quickCheck": {
        "type": "boolean",
        "description": "Part of the lesson's embedded quick check."
      },
      "prompt": {
        "type": "string",
        "description": "What the child reads and hears; also '<full id>.prompt' in the string catalog."
      },
      "answer": {
        "description": "The right answer; its form depends on the type. Absent for dragDrop, openResponse and drawing."
      },
      "options": {
        "type": "array",
        "minItems": 2,
        "maxItems": 4,
        "description": "Choices in a 2×2 grid.",
        "items": {
          "type": [
            "string",
            "integer",
            "number",
            "boolean"
          ]
        }
      },
      "hints": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "'<full id>.hint.<n>' in the string catalog, n from 1."
      },
      "feedback": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "correct": {
            "type": "string"
          },
          "incorrect": {
            "type": "string"
          }
        }
      },
      "image": {
        "type": "object",
        "required": [
          "asset"
        ],
        "additionalProperties": false,
        "properties": {
          "asset": {
            "type": "string",
            "minLength": 1,
            "description": "Asset catalog name."
          },
          "alt": {
            "type": "string",
            "description": "Text alternative read by VoiceOver."
          },
          "file": {
            "type": "string",
            "pattern": "^assets/",
            "description": "The picture's file in this bundle, listed in the manifest with its SHA-256 (BundleReader.asset(for:) checks it). Absent while the art is not drawn."
          },
          "placeholder": {
            "const": true,
            "description": "There is no art yet: the app draws a plain placeholder card and says `alt`. The art brief (the asset catalog's `shows`) is not in the bundle: it names what the child is to find, and `alt` is written not to."
          }
        }
      },
      "spoken": {
        "type": "object",
        "minProperties": 1,
        "additionalProperties": false,
        "description": "How text fields are read aloud where that differs from how they are written; lists are parallel to the written ones.",
        "properties": {
          "prompt": {
            "type": "string"
          },
          "options": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "hints": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "feedback": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "correct": {
                "type": "string"
              },
              "incorrect": {
                "type": "string"
              }
            }
          },
          "labels": {
            "type": "object",
            "minProperties": 1,
            "description": "The other text the item shows (drag-and-drop tiles and targets, categories, labels, a shown equation or expression), keyed by the text as written, where it reads differently: {\"3 + 4\": \"3 plus 4\"}. Text not listed is said as written.",
            "additionalProperties": {
              "type": "string"
            }
          }
        }
      },
      "fields": {
        "type": "object",
        "description": "The item type's own fields as authored (objects, frames, equation, time, …)."
      }
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "description": "A stable lowercase slug (k.counting.count-objects).",
      "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$"
    },
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    },
    "codes": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/code"
      }
    },
    "code": {
      "type": "string",
      "description": "A standard code as NYSED writes it, e.g. NY-K.CC.4a.",
      "pattern": "^[A-Za-z0-9]+([.-][A-Za-z0-9]+)*$"
    }
  }
}

"""##),
        ("bundle/lesson-metadata.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Lesson metadata",
  "description": "lessons/<lesson id>/metadata.json: everything about a lesson but its items, with its fully resolved rubric.",
  "type": "object",
  "required": [
    "id",
    "uuid",
    "grade",
    "unit",
    "title",
    "order",
    "rubric",
    "items",
    "quickCheck",
    "standards",
    "itemTypes"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "$ref": "#/$defs/id"
    },
    "uuid": {
      "$ref": "#/$defs/uuid"
    },
    "grade": {
      "$ref": "#/$defs/grade"
    },
    "unit": {
      "$ref": "#/$defs/id"
    },
    "skill": {
      "$ref": "#/$defs/id",
      "description": "The skill taught; absent for a unit's mastery check, whose items name their skills."
    },
    "title": {
      "type": "string",
      "description": "Its key for translations (strings/<locale>.json) is '<lesson id>.title'."
    },
    "order": {
      "type": "integer",
      "description": "Position within the skill."
    },
    "stage": {
      "enum": [
        "concrete",
        "representational",
        "abstract"
      ],
      "description": "CRA stage."
    },
    "lessonType": {
      "enum": [
        "concept",
        "practice",
        "recap"
      ]
    },
    "role": {
      "enum": [
        "quickCheck",
        "practiceSet",
        "masteryCheck"
      ],
      "description": "Assessment role."
    },
    "rubric": {
      "type": "object",
      "description": "The root manifest's rubric with the lesson's overrides; review intervals in days.",
      "required": [
        "threshold",
        "window",
        "sessions",
        "hintPenalty",
        "maxDifficulty",
        "reviewIntervals"
      ],
      "additionalProperties": false,
      "properties": {
        "threshold": {
          "type": "number",
          "description": "Window average that shows mastery, in (0, 1]."
        },
        "window": {
          "type": "integer",
          "description": "How many of the latest scores are averaged."
        },
        "sessions": {
          "type": "integer",
          "description": "Separate sessions that must reach the threshold."
        },
        "hintPenalty": {
          "type": "number",
          "description": "Subtracted from an item's score per hint used."
        },
        "maxDifficulty": {
          "type": "integer",
          "description": "Highest adaptive difficulty level."
        },
        "reviewIntervals": {
          "type": "array",
          "items": {
            "type": "integer"
          },
          "description": "Days between spaced reviews after mastery (3d → 3, 1w → 7, 2w → 14, 1mo → 30)."
        }
      }
    },
    "items": {
      "$ref": "#/$defs/ids",
      "description": "Item ids in the order they are presented."
    },
    "quickCheck": {
      "$ref": "#/$defs/ids",
      "description": "Items of the lesson's embedded quick check."
    },
    "standards": {
      "$ref": "#/$defs/codes",
      "description": "Every standard the lesson's items are written for, sorted."
    },
    "itemTypes": {
      "type": "array",
      "items": {
        "type": "string"
      },
      "description": "The item types the lesson uses, sorted."
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "description": "A stable lowercase slug (k.counting.count-objects).",
      "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$"
    },
    "ids": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/id"
      }
    },
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    },
    "grade": {
      "type": "string",
      "enum": [
        "K",
        "1"
      ],
      "description": "Kindergarten (K) or Grade 1 (1)."
    },
    "codes": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/code"
      }
    },
    "code": {
      "type": "string",
      "description": "A standard code as NYSED writes it, e.g. NY-K.CC.4a.",
      "pattern": "^[A-Za-z0-9]+([.-][A-Za-z0-9]+)*$"
    }
  }
}

"""##),
        ("bundle/manifest.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Bundle manifest",
  "description": "manifest.json: what a bundle is and every file it holds with its SHA-256, size and schema. The app reads it first, refuses a newer formatVersion, and verifies every file and the content hash before using the bundle.",
  "type": "object",
  "required": [
    "formatVersion",
    "bundleId",
    "contentVersion",
    "contentHash",
    "curriculumId",
    "title",
    "subject",
    "locale",
    "counts",
    "files"
  ],
  "additionalProperties": false,
  "properties": {
    "formatVersion": {
      "type": "integer",
      "minimum": 1,
      "description": "The bundle format version (BundleFormat.version)."
    },
    "bundleId": {
      "$ref": "#/$defs/id",
      "description": "math-kindergarten, math-grade1 or math-fluency."
    },
    "contentVersion": {
      "type": "string",
      "description": "The curriculum's content version (semver, lower case).",
      "format": "content-version",
      "pattern": "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-(0|[1-9][0-9]*|[0-9]*[a-z][0-9a-z]*(-[0-9a-z]+)*|[0-9]+(-[0-9a-z]+)+)(\\.(0|[1-9][0-9]*|[0-9]*[a-z][0-9a-z]*(-[0-9a-z]+)*|[0-9]+(-[0-9a-z]+)+))*)?$"
    },
    "contentHash": {
      "$ref": "#/$defs/sha256",
      "description": "SHA-256 over one '<sha256>  <path>\\n' line per file, sorted by path (the sha256sum format)."
    },
    "curriculumId": {
      "type": "string",
      "minLength": 1,
      "description": "The id of the root manifest the bundle was built from."
    },
    "title": {
      "type": "string",
      "description": "The curriculum's title."
    },
    "subject": {
      "$ref": "#/$defs/id",
      "description": "The subject, e.g. math."
    },
    "grade": {
      "$ref": "#/$defs/grade",
      "description": "The grade of a grade bundle; absent for the fluency bundle."
    },
    "locale": {
      "type": "string",
      "minLength": 2,
      "description": "The source language of the content, e.g. en-US."
    },
    "locales": {
      "type": "array",
      "description": "The translations the bundle carries (strings/<locale>.json) and how complete each is. A lesson is translated whole or not at all: only lessons whose every string is translated are in a locale's file.",
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "locale",
          "lessons",
          "strings"
        ],
        "properties": {
          "locale": {
            "type": "string",
            "description": "BCP 47, e.g. es-US."
          },
          "lessons": {
            "type": "integer",
            "minimum": 0,
            "description": "Lessons translated whole, of counts.lessons."
          },
          "strings": {
            "type": "integer",
            "minimum": 0,
            "description": "Strings the locale's file carries, of counts.strings."
          }
        }
      }
    },
    "counts": {
      "type": "object",
      "description": "Entities by kind: standards, units, skills, lessons, items, badges, events, strings, facts.",
      "additionalProperties": {
        "type": "integer",
        "minimum": 0
      }
    },
    "files": {
      "type": "array",
      "description": "Every file of the bundle but manifest.json, sorted by path.",
      "items": {
        "type": "object",
        "required": [
          "path",
          "sha256",
          "size",
          "schema"
        ],
        "additionalProperties": false,
        "properties": {
          "path": {
            "type": "string",
            "description": "Relative to the bundle folder, '/'-separated; never absolute, never '.' or '..'.",
            "pattern": "^(?!/)(?!.*(^|/)\\.{1,2}(/|$))[^\\\\]+$"
          },
          "sha256": {
            "$ref": "#/$defs/sha256"
          },
          "size": {
            "type": "integer",
            "minimum": 0,
            "description": "Size in bytes."
          },
          "schema": {
            "type": "string",
            "description": "The schema the file follows, relative to schemas/.",
            "enum": [
              "bundle/standards.schema.json",
              "bundle/units.schema.json",
              "bundle/asset.schema.json",
              "bundle/skills.schema.json",
              "bundle/lesson-metadata.schema.json",
              "bundle/items.schema.json",
              "bundle/analytics.schema.json",
              "bundle/badges.schema.json",
              "bundle/facts.schema.json",
              "bundle/strings.schema.json"
            ]
          }
        }
      }
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "description": "A stable lowercase slug (k.counting.count-objects).",
      "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$"
    },
    "grade": {
      "type": "string",
      "enum": [
        "K",
        "1"
      ],
      "description": "Kindergarten (K) or Grade 1 (1)."
    },
    "sha256": {
      "type": "string",
      "pattern": "^[0-9a-f]{64}$",
      "description": "Lowercase hexadecimal SHA-256."
    }
  }
}

"""##),
        ("bundle/skills.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Skills",
  "description": "skills.json: the grade's skills in teaching order; a skill is the unit of mastery.",
  "type": "array",
  "items": {
    "type": "object",
    "required": [
      "id",
      "uuid",
      "unit",
      "grade",
      "name",
      "standards",
      "prerequisites",
      "lessons"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "#/$defs/id"
      },
      "uuid": {
        "$ref": "#/$defs/uuid"
      },
      "unit": {
        "$ref": "#/$defs/id"
      },
      "grade": {
        "$ref": "#/$defs/grade"
      },
      "name": {
        "type": "string",
        "description": "Its key for translations (strings/<locale>.json) is '<skill id>.name'."
      },
      "standards": {
        "$ref": "#/$defs/codes"
      },
      "prerequisites": {
        "$ref": "#/$defs/ids",
        "description": "Skill ids that come first."
      },
      "remediation": {
        "$ref": "#/$defs/remediation"
      },
      "lessons": {
        "$ref": "#/$defs/ids",
        "description": "Lesson ids in order."
      }
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "description": "A stable lowercase slug (k.counting.count-objects).",
      "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$"
    },
    "ids": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/id"
      }
    },
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    },
    "grade": {
      "type": "string",
      "enum": [
        "K",
        "1"
      ],
      "description": "Kindergarten (K) or Grade 1 (1)."
    },
    "codes": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/code"
      }
    },
    "code": {
      "type": "string",
      "description": "A standard code as NYSED writes it, e.g. NY-K.CC.4a.",
      "pattern": "^[A-Za-z0-9]+([.-][A-Za-z0-9]+)*$"
    },
    "remediation": {
      "type": "object",
      "description": "Where a struggling learner goes back to, and what a grown-up can do there.",
      "required": [
        "note"
      ],
      "additionalProperties": false,
      "properties": {
        "skill": {
          "$ref": "#/$defs/id",
          "description": "A skill taught earlier to go back to."
        },
        "note": {
          "type": "string"
        }
      }
    }
  }
}

"""##),
        ("bundle/standards.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Standards",
  "description": "standards.json: the grade's standards matrix in its authored order, each with the skills of this bundle that teach it.",
  "type": "array",
  "items": {
    "type": "object",
    "required": [
      "code",
      "uuid",
      "grade",
      "domain",
      "cluster",
      "description",
      "heading",
      "parts",
      "skills"
    ],
    "additionalProperties": false,
    "properties": {
      "code": {
        "$ref": "#/$defs/code"
      },
      "uuid": {
        "$ref": "#/$defs/uuid"
      },
      "grade": {
        "$ref": "#/$defs/grade"
      },
      "domain": {
        "type": "string",
        "description": "CC, OA, NBT, MD or G."
      },
      "cluster": {
        "type": "string",
        "description": "The cluster heading the standard sits under."
      },
      "description": {
        "type": "string",
        "description": "A short description in the project's own words."
      },
      "heading": {
        "type": "boolean",
        "description": "A parent code that only groups its lettered parts; no item points at it directly."
      },
      "parts": {
        "$ref": "#/$defs/codes",
        "description": "The lettered parts of a heading; empty otherwise."
      },
      "range": {
        "type": "object",
        "description": "The numbers an item for this standard may use.",
        "required": [
          "min",
          "max"
        ],
        "additionalProperties": false,
        "properties": {
          "min": {
            "type": "integer"
          },
          "max": {
            "type": "integer"
          }
        }
      },
      "skills": {
        "$ref": "#/$defs/ids",
        "description": "Skills of this bundle that teach the standard, headings expanded, in teaching order."
      }
    }
  },
  "$defs": {
    "code": {
      "type": "string",
      "description": "A standard code as NYSED writes it, e.g. NY-K.CC.4a.",
      "pattern": "^[A-Za-z0-9]+([.-][A-Za-z0-9]+)*$"
    },
    "codes": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/code"
      }
    },
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    },
    "grade": {
      "type": "string",
      "enum": [
        "K",
        "1"
      ],
      "description": "Kindergarten (K) or Grade 1 (1)."
    },
    "id": {
      "type": "string",
      "description": "A stable lowercase slug (k.counting.count-objects).",
      "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$"
    },
    "ids": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/id"
      }
    }
  }
}

"""##),
        ("bundle/strings.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Translations of a bundle into one locale",
  "description": "strings/<locale>.json: the bundle's user-facing strings translated into one locale, keyed by StringKey (<lesson id>/<item id>.prompt, .hint.<n>, .option.<n>, .feedback.correct, .feedback.incorrect, .alt; <lesson id>.title; <unit id>.title; <skill id>.name; <badge id>.name, …). The source-language text is not repeated here: it is in the records. Only translated units are listed; the app falls back to the source text for the rest.",
  "type": "object",
  "required": [
    "locale",
    "strings"
  ],
  "additionalProperties": false,
  "properties": {
    "locale": {
      "type": "string",
      "pattern": "^[a-z]{2,3}(-[A-Z]{2}|-[A-Za-z0-9]{2,8})*$",
      "description": "BCP 47 language tag, e.g. es-US."
    },
    "strings": {
      "type": "object",
      "description": "Translated text by key.",
      "additionalProperties": {
        "type": "string",
        "minLength": 1
      }
    },
    "spoken": {
      "type": "object",
      "description": "How a translated string is read aloud where that differs from how it is written, by the same key.",
      "additionalProperties": {
        "type": "string",
        "minLength": 1
      }
    }
  }
}

"""#),
        ("bundle/units.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Units",
  "description": "units.json: the grade's units in teaching order.",
  "type": "array",
  "items": {
    "type": "object",
    "required": [
      "id",
      "uuid",
      "grade",
      "order",
      "title",
      "standards",
      "prerequisites",
      "skills",
      "masteryChecks"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "#/$defs/id"
      },
      "uuid": {
        "$ref": "#/$defs/uuid"
      },
      "grade": {
        "$ref": "#/$defs/grade"
      },
      "order": {
        "type": "integer",
        "description": "Position in the grade's sequence."
      },
      "title": {
        "type": "string",
        "description": "Its key for translations (strings/<locale>.json) is '<unit id>.title'."
      },
      "standards": {
        "$ref": "#/$defs/codes"
      },
      "prerequisites": {
        "$ref": "#/$defs/ids",
        "description": "Unit ids taught before this one."
      },
      "remediation": {
        "$ref": "#/$defs/remediation"
      },
      "skills": {
        "$ref": "#/$defs/ids",
        "description": "Skill ids in teaching order."
      },
      "masteryChecks": {
        "$ref": "#/$defs/ids",
        "description": "Lesson ids of the unit's mastery checks."
      }
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "description": "A stable lowercase slug (k.counting.count-objects).",
      "pattern": "^[a-z0-9]+([.-][a-z0-9]+)*$"
    },
    "ids": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/id"
      }
    },
    "uuid": {
      "type": "string",
      "description": "A UUIDv5 derived from the entity's slug in the curriculum namespace (UUIDv5.entity), lowercase.",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
    },
    "grade": {
      "type": "string",
      "enum": [
        "K",
        "1"
      ],
      "description": "Kindergarten (K) or Grade 1 (1)."
    },
    "codes": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/code"
      }
    },
    "code": {
      "type": "string",
      "description": "A standard code as NYSED writes it, e.g. NY-K.CC.4a.",
      "pattern": "^[A-Za-z0-9]+([.-][A-Za-z0-9]+)*$"
    },
    "remediation": {
      "type": "object",
      "description": "Where a struggling learner goes back to, and what a grown-up can do there.",
      "required": [
        "note"
      ],
      "additionalProperties": false,
      "properties": {
        "skill": {
          "$ref": "#/$defs/id",
          "description": "A skill taught earlier to go back to."
        },
        "note": {
          "type": "string"
        }
      }
    }
  }
}

"""##),
        ("common.schema.json", ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Shared definitions",
  "description": "Definitions shared by the other schemas: id patterns, copy text, hints, feedback, images, suppressions, rubrics and the fields every item has. Not a file kind of its own.",
  "$defs": {
    "slugId": {
      "type": "string",
      "pattern": "^(k|1)(\\.[a-z0-9]+(-[a-z0-9]+)*)+$",
      "description": "A content id: the grade (`k` or `1`), then dot-separated lowercase kebab-case words. Ids are stable: never derive them from position. Example: `k.counting.count-objects`."
    },
    "unitId": {
      "type": "string",
      "pattern": "^(k|1)\\.[a-z0-9]+(-[a-z0-9]+)*$",
      "description": "A unit id: `<grade>.<unit>`. Example: `k.counting`, `1.place-value`."
    },
    "skillId": {
      "type": "string",
      "pattern": "^(k|1)\\.[a-z0-9]+(-[a-z0-9]+)*\\.[a-z0-9]+(-[a-z0-9]+)*$",
      "description": "A skill id: `<unit id>.<skill>`. Example: `k.counting.count-objects`."
    },
    "lessonId": {
      "type": "string",
      "pattern": "^(k|1)\\.[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*\\.l[1-9][0-9]*|\\.mastery)$",
      "description": "A lesson id: `<skill id>.l<n>` for a lesson, `<unit id>.mastery` for the unit's mastery check. Examples: `k.counting.count-objects.l1`, `k.counting.mastery`."
    },
    "itemTemplate": {
      "type": "object",
      "description": "How an item template makes its variants: `parameters` (a mapping of ranges `1...9`, lists and expressions, or a list of parameter sets), `where` (constraints), `variants` (`all` or a count) and `ids` (one item id per variant).",
      "required": ["parameters"],
      "properties": {
        "parameters": {"type": ["object", "array"], "description": "Each parameter: a range such as `1...9`, a list of values, or an expression of earlier ones; or a list of parameter sets such as `{a: 3, b: 7}`."},
        "where": {"type": ["string", "array"], "items": {"type": "string"}, "description": "Constraints every variant meets, such as `a + b <= 10`."},
        "variants": {"anyOf": [{"const": "all"}, {"type": "integer", "minimum": 1}], "description": "`all` (the default), or how many to ship, chosen by a fixed seed."},
        "ids": {"type": "array", "items": {"$ref": "#/$defs/itemId"}, "description": "One item id per variant, so the items a template replaces keep their ids."}
      },
      "additionalProperties": false
    },
    "itemId": {
      "type": "string",
      "pattern": "^i[1-9][0-9]*(\\.v[1-9][0-9]*)?$",
      "description": "An item id: `i1`, `i2`, … unique within its lesson; a template's variants are `i4.v1`, `i4.v2`, …. The item's full id is `<lesson id>/<item id>`. Reordering items never renames them."
    },
    "badgeId": {
      "type": "string",
      "pattern": "^badge\\.[a-z0-9]+(-[a-z0-9]+)*$",
      "description": "A badge id: `badge.` then a kebab-case slug. Example: `badge.number-novice`."
    },
    "fileId": {
      "type": "string",
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",
      "description": "The id of a whole file: lowercase kebab-case words, optionally dot-separated. Examples: `ny-math-k1`, `analytics`, `facts.starter`, `copy.early-reader`."
    },
    "eventName": {
      "type": "string",
      "pattern": "^[a-z][a-z0-9]*(_[a-z0-9]+)*$",
      "description": "An analytics event name in snake_case. Example: `item_answered`."
    },
    "standardCode": {
      "type": "string",
      "pattern": "^NY-(K|1)\\.(CC|OA|NBT|MD|G)\\.[0-9]+[a-d]?$",
      "description": "A NY Next Generation standard code: `NY-`, the grade, the domain, the number and an optional lettered part written without a dot. Examples: `NY-K.CC.4a`, `NY-1.MD.3c`."
    },
    "standardCodes": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "items": {
        "$ref": "#/$defs/standardCode"
      },
      "description": "A list of NY standard codes, each once. Example: `[NY-K.CC.4a, NY-K.CC.5a]`."
    },
    "grade": {
      "enum": [
        "K",
        "1",
        1
      ],
      "description": "A grade: `K` (Kindergarten) or `1` (Grade 1). `grade: 1` is fine: it is read as the grade, not a number."
    },
    "semver": {
      "type": "string",
      "format": "content-version",
      "pattern": "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-(0|[1-9][0-9]*|[0-9]*[a-z][0-9a-z]*(-[0-9a-z]+)*|[0-9]+(-[0-9a-z]+)+)(\\.(0|[1-9][0-9]*|[0-9]*[a-z][0-9a-z]*(-[0-9a-z]+)*|[0-9]+(-[0-9a-z]+)+))*)?$",
      "description": "A semantic version `MAJOR.MINOR.PATCH`, with an optional lower-case pre-release (`2.0.0-rc.1`) and no build metadata: it names the bundle folders. Example: `1.0.0`."
    },
    "ruleId": {
      "type": "string",
      "pattern": "^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$",
      "description": "A rule id: upper-case kebab-case, family first. Example: `COPY-WORD-LIST`. Run `curriculum rules` for the list."
    },
    "copyText": {
      "type": "string",
      "minLength": 1,
      "maxLength": 300,
      "pattern": "\\S",
      "description": "Child-facing copy: short, plain sentences an early reader can read (the COPY-* rules check words and length). At most 300 characters."
    },
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "\\S",
      "description": "A short title shown in the app, at most 80 characters. Example: `Count the apples`."
    },
    "text": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000,
      "pattern": "\\S",
      "description": "Plain text for teachers, parents and other authors (not read by the child). At most 1000 characters."
    },
    "label": {
      "type": [
        "string",
        "integer"
      ],
      "minLength": 1,
      "maxLength": 60,
      "description": "A short label the child sees on screen: a word, a few words or a number. Example: `apple`, `red tower`, `12`."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 60,
      "pattern": "\\S",
      "description": "A short name the child sees, a word or a few words. Example: `apples`, `red tower`."
    },
    "prompt": {
      "$ref": "#/$defs/copyText",
      "description": "What the child reads and hears. End it with `?`, `.` or `!`. Numbers and symbols are spoken for the child (\"8 + 6 = ?\" is read \"8 plus 6 equals what?\"). Example: `How many apples?`"
    },
    "hints": {
      "type": "array",
      "minItems": 0,
      "maxItems": 3,
      "items": {
        "$ref": "#/$defs/copyText"
      },
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away (COPY-HINT-MISSING requires one on every item). Example: `- Touch each apple as you count.`"
    },
    "feedback": {
      "type": "object",
      "additionalProperties": false,
      "minProperties": 1,
      "properties": {
        "correct": {
          "$ref": "#/$defs/copyText",
          "description": "Shown after a right answer: warm and specific about what the child did. Example: `Yes! You counted every apple.`"
        },
        "incorrect": {
          "$ref": "#/$defs/copyText",
          "description": "Shown after a wrong answer: kind, and names a strategy or next step (never just \"wrong\"). Example: `Let's touch and count again, one apple at a time.`"
        }
      },
      "description": "What the child sees after answering: `correct` and/or `incorrect`."
    },
    "scoredFeedback": {
      "$ref": "#/$defs/feedback",
      "description": "What the child sees after answering. `incorrect` is needed on auto-scored items (COPY-FEEDBACK-MISSING checks it); `correct` is optional."
    },
    "assetName": {
      "type": "string",
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
      "description": "The name of an image in the app's asset catalog, lowercase kebab-case. Example: `apples-line-7`."
    },
    "image": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "asset"
      ],
      "properties": {
        "asset": {
          "$ref": "#/$defs/assetName",
          "description": "The image's name in the app's asset catalog, lowercase kebab-case. Example: `apples-line-7`."
        },
        "alt": {
          "type": "string",
          "description": "The text alternative VoiceOver reads: 8–125 characters, says what the picture shows, and never gives the answer away. Example: `Red apples in a row on a table`. (COPY-ALT-MISSING and COPY-ALT-LENGTH check that it is there and 8–125 characters long.)"
        }
      },
      "description": "A picture shown with the item: `{asset, alt}`. Example: `{asset: apples-line-7, alt: Red apples in a row on a table}`."
    },
    "difficulty": {
      "type": "integer",
      "minimum": 1,
      "maximum": 5,
      "default": 1,
      "description": "How hard the item is, from 1 up to the rubric's `maxDifficulty` (default 1)."
    },
    "quickCheck": {
      "type": "boolean",
      "default": false,
      "description": "`true` when the item is part of the lesson's embedded quick check (every lesson has one)."
    },
    "itemSkill": {
      "$ref": "#/$defs/skillId",
      "description": "The skill this item assesses. Required on every item of a mastery check (`role: masteryCheck`); elsewhere the lesson's `skill` applies."
    },
    "itemStandards": {
      "$ref": "#/$defs/standardCodes",
      "description": "Narrows the skill's standards for this item: list only codes the skill already has. Example: `[NY-K.CC.5a]`."
    },
    "suppression": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "rule"
      ],
      "properties": {
        "rule": {
          "$ref": "#/$defs/ruleId",
          "description": "The id of the rule to silence for this item only. Example: `COPY-WORD-LIST`."
        },
        "reason": {
          "type": "string",
          "description": "Why the rule does not apply here, in a sentence. Required: a suppression without a reason is reported. Example: `\"piñata\" is the object in the picture`."
        }
      },
      "description": "One rule silenced for this item, with the reason."
    },
    "suppressions": {
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/$defs/suppression"
      },
      "description": "Rules this item silences, each with a written reason. Unused suppressions are reported. Example: `[{rule: COPY-WORD-LIST, reason: \"kiwi is the fruit in the picture\"}]`."
    },
    "count": {
      "type": "integer",
      "minimum": 0,
      "description": "A whole number, 0 or more."
    },
    "choice": {
      "type": [
        "integer",
        "string"
      ],
      "minLength": 1,
      "description": "One choice: a whole number or a short word or phrase. Example: `7`, `his dad`."
    },
    "options": {
      "type": "array",
      "minItems": 2,
      "maxItems": 4,
      "uniqueItems": true,
      "items": {
        "$ref": "#/$defs/choice"
      },
      "description": "2–4 different choices, shown as a 2×2 grid; the answer must be one of them. Example: `[6, 7, 8, 9]`."
    },
    "numberOptions": {
      "type": "array",
      "minItems": 2,
      "maxItems": 4,
      "uniqueItems": true,
      "items": {
        "type": "integer"
      },
      "description": "2–4 different whole numbers to choose from, shown as a 2×2 grid; the answer must be one of them. Without `options` the child types the answer. Example: `[6, 7, 8, 9]`."
    },
    "expression": {
      "type": "string",
      "pattern": "^ *[0-9]+( *[-+] *[0-9]+)+ *$",
      "description": "An arithmetic expression with whole numbers, `+` and `-`; the compiler works it out. Quote it. Example: `\"8 + 6\"`."
    },
    "equation": {
      "type": "string",
      "pattern": "^ *[0-9]+( *[-+] *[0-9]+)* *= *[0-9]+( *[-+] *[0-9]+)* *$",
      "description": "An equation with whole numbers, `+`, `-` and one `=`. Quote it. Example: `\"6 + 1 = 7\"`."
    },
    "equationWithUnknown": {
      "type": "string",
      "pattern": "^ *([0-9]+|\\?)( *[-+] *([0-9]+|\\?))* *= *([0-9]+|\\?)( *[-+] *([0-9]+|\\?))* *$",
      "description": "An equation with whole numbers, `+`, `-`, one `=` and one `?` for the unknown, anywhere. Quote it. Example: `\"8 + ? = 11\"`."
    },
    "range": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "min",
        "max"
      ],
      "properties": {
        "min": {
          "type": "integer",
          "minimum": 0,
          "description": "The smallest number allowed."
        },
        "max": {
          "type": "integer",
          "minimum": 0,
          "description": "The largest number allowed."
        }
      },
      "description": "A span of whole numbers, both ends included. Example: `{min: 0, max: 20}`."
    },
    "rubric": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "threshold": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 1,
          "description": "Mastery is reached when the average score of the last `window` items reaches this share (more than 0, up to 1). Example: `0.8` for 80 %."
        },
        "window": {
          "type": "integer",
          "minimum": 1,
          "description": "How many of the most recent item scores the mastery average uses. Example: `5`."
        },
        "sessions": {
          "type": "integer",
          "minimum": 1,
          "description": "In how many separate sessions the threshold must be reached. Example: `2`."
        },
        "hintPenalty": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "Taken off an item's score for each hint used, from 0 to 1. Example: `0.1`."
        },
        "maxDifficulty": {
          "type": "integer",
          "minimum": 1,
          "maximum": 5,
          "description": "The highest `difficulty` an item may have, 1–5. Example: `3`."
        },
        "reviewIntervals": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "string",
            "pattern": "^[0-9]+(d|w|mo)$",
            "description": "A wait before a review: a number then `d` (days), `w` (weeks) or `mo` (months). Example: `3d`."
          },
          "description": "When reviews come after mastery, shortest first. Example: `[3d, 1w, 2w, 1mo]`."
        }
      },
      "description": "How mastery is scored. The manifest sets every field; a lesson may override any of them. Example: `{threshold: 0.85}`."
    },
    "rubricSpec": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "criteria",
        "levels",
        "descriptors"
      ],
      "properties": {
        "criteria": {
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "#/$defs/text"
          },
          "description": "What a grown-up looks for in the child's work, one point per entry. Example: `- Lines up the ends of the two objects`."
        },
        "levels": {
          "type": "array",
          "minItems": 2,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9-]*$"
          },
          "description": "The levels of the rubric, lowest first. Example: `[beginning, developing, secure]`."
        },
        "descriptors": {
          "type": "object",
          "minProperties": 1,
          "additionalProperties": {
            "$ref": "#/$defs/text"
          },
          "description": "What the work looks like at each level, one entry per name in `levels`. Example: `{beginning: Picks two things but does not line them up., …}`."
        }
      },
      "description": "How a grown-up scores work the app cannot: `criteria`, `levels` and a `descriptors` entry for every level."
    }
  }
}

"""##),
        ("curriculum.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Curriculum manifest",
  "description": "The root manifest (curriculum/curriculum.yaml): the curriculum's id, content version, grades, content targets, copy limits, rubric defaults and rule severity overrides.",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "title", "subject", "version", "locale", "grades", "targets", "copy", "rubric"],
  "properties": {
    "kind": {
      "const": "Curriculum",
      "description": "What this file is: always `Curriculum`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/fileId",
      "description": "The curriculum's id; bundle ids derive from it. Example: `ny-math-k1`."
    },
    "title": {
      "$ref": "common.schema.json#/$defs/title",
      "description": "The curriculum's name. Example: `NY Math K–1`."
    },
    "subject": {
      "type": "string",
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
      "description": "The subject, lowercase; one bundle per subject and grade. Example: `math`."
    },
    "version": {
      "$ref": "common.schema.json#/$defs/semver",
      "description": "The content version, `MAJOR.MINOR.PATCH`. Bump it whenever content changes: removed items or changed answers are major, added content minor, copy edits patch."
    },
    "locale": {
      "type": "string",
      "pattern": "^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$",
      "description": "The language of the copy, a BCP 47 tag. Example: `en-US`."
    },
    "grades": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "items": {
        "$ref": "common.schema.json#/$defs/grade"
      },
      "description": "The grades this curriculum covers. Example: `[K, 1]`."
    },
    "targets": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "K": {
          "type": "object",
          "additionalProperties": false,
          "required": ["lessonsPerSkill", "itemsPerLesson", "lessons", "items"],
          "properties": {
            "lessonsPerSkill": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "type": "integer",
                "minimum": 0
              },
              "description": "Fewest and most lessons per skill, `[min, max]`. Example: `[3, 4]`."
            },
            "itemsPerLesson": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "type": "integer",
                "minimum": 0
              },
              "description": "Fewest and most items per lesson, `[min, max]`. Example: `[5, 8]`."
            },
            "lessons": {
              "type": "integer",
              "minimum": 0,
              "description": "Lessons the grade should have in all. Example: `40`."
            },
            "items": {
              "type": "integer",
              "minimum": 0,
              "description": "Items the grade should have in all. Example: `400`."
            }
          },
          "description": "Kindergarten content targets. Content targets for one grade (read by the TARGET-* rules). Example: `{lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}`."
        },
        "1": {
          "type": "object",
          "additionalProperties": false,
          "required": ["lessonsPerSkill", "itemsPerLesson", "lessons", "items"],
          "properties": {
            "lessonsPerSkill": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "type": "integer",
                "minimum": 0
              },
              "description": "Fewest and most lessons per skill, `[min, max]`. Example: `[3, 4]`."
            },
            "itemsPerLesson": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "type": "integer",
                "minimum": 0
              },
              "description": "Fewest and most items per lesson, `[min, max]`. Example: `[5, 8]`."
            },
            "lessons": {
              "type": "integer",
              "minimum": 0,
              "description": "Lessons the grade should have in all. Example: `40`."
            },
            "items": {
              "type": "integer",
              "minimum": 0,
              "description": "Items the grade should have in all. Example: `400`."
            }
          },
          "description": "Grade 1 content targets. Example: `{lessonsPerSkill: [4, 5], itemsPerLesson: [6, 10], lessons: 45, items: 450}`."
        },
        "maxDifficultyDrop": {
          "type": "integer",
          "minimum": 0,
          "description": "How many levels an item's `difficulty` may fall below the hardest item before it in its lesson (ASSESS-DIFFICULTY-DROP); 0 when left out, so a lesson never gets easier. Example: `0`."
        }
      },
      "description": "Content targets per grade, keyed `K` and `1` (TARGET-* rules), and how far difficulty may drop within a lesson."
    },
    "copy": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "K": {
          "type": "object",
          "additionalProperties": false,
          "required": ["wordsPerSentence", "readingLevel"],
          "properties": {
            "wordsPerSentence": {
              "type": "integer",
              "minimum": 1,
              "description": "Most words in one sentence of child-facing copy. Example: `10`."
            },
            "readingLevel": {
              "type": "number",
              "minimum": 0,
              "description": "Highest Spache-style reading estimate (a grade level) for the grade's copy. Example: `1.9`."
            }
          },
          "description": "Kindergarten copy limits. Early-reader limits for one grade. Example: `{wordsPerSentence: 10, readingLevel: 1.9}`."
        },
        "1": {
          "type": "object",
          "additionalProperties": false,
          "required": ["wordsPerSentence", "readingLevel"],
          "properties": {
            "wordsPerSentence": {
              "type": "integer",
              "minimum": 1,
              "description": "Most words in one sentence of child-facing copy. Example: `10`."
            },
            "readingLevel": {
              "type": "number",
              "minimum": 0,
              "description": "Highest Spache-style reading estimate (a grade level) for the grade's copy. Example: `1.9`."
            }
          },
          "description": "Grade 1 copy limits. Example: `{wordsPerSentence: 12, readingLevel: 2.5}`."
        },
        "promptWords": {
          "type": "integer",
          "minimum": 1,
          "description": "Most words in a prompt. Example: `20`."
        },
        "wordProblemWords": {
          "type": "integer",
          "minimum": 1,
          "description": "Most words in a word problem's prompt. Example: `30`."
        }
      },
      "description": "Early-reader copy limits (COPY-* rules): per grade, plus prompt lengths."
    },
    "rubric": {
      "$ref": "common.schema.json#/$defs/rubric",
      "required": ["threshold", "window", "sessions", "hintPenalty", "maxDifficulty", "reviewIntervals"],
      "description": "The rubric every lesson inherits; give every field here. Example: `{threshold: 0.8, window: 5, sessions: 2, hintPenalty: 0.1, maxDifficulty: 3, reviewIntervals: [3d, 1w, 2w, 1mo]}`."
    },
    "rules": {
      "type": "object",
      "propertyNames": {
        "$ref": "common.schema.json#/$defs/ruleId"
      },
      "additionalProperties": {
        "enum": ["error", "warning", "info", "off"],
        "description": "The rule's severity: `error`, `warning`, `info` or `off`."
      },
      "description": "Severity overrides by rule id: `error`, `warning`, `info` or `off`. Example: `{COPY-READING-LEVEL: warning}`."
    }
  }
}

"""#),
        ("fact-set.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Fluency fact set",
  "description": "Fluency facts (curriculum/facts/*.yaml), generated deterministically by running `steps` in order. A fact is (a, op, b); when steps make the same fact, their tags merge. The set must end with exactly `count` facts.",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "count", "steps"],
  "properties": {
    "kind": {
      "const": "FactSet",
      "description": "What this file is: always `FactSet`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/fileId",
      "description": "The set's id. Example: `facts.starter`."
    },
    "count": {
      "type": "integer",
      "minimum": 1,
      "description": "How many facts the set holds after merging. Example: `100`."
    },
    "options": {
      "type": "object",
      "additionalProperties": false,
      "required": ["count", "min", "max"],
      "properties": {
        "count": {
          "type": "integer",
          "minimum": 2,
          "maximum": 4,
          "description": "Choices per multiple-choice question, the answer included. Example: `4`."
        },
        "min": {
          "type": "integer",
          "minimum": 0,
          "description": "Smallest distractor. Example: `0`."
        },
        "max": {
          "type": "integer",
          "minimum": 0,
          "description": "Largest distractor. Example: `20`."
        }
      },
      "description": "How multiple-choice distractors are made (deterministically). Example: `{count: 4, min: 0, max: 20}`."
    },
    "steps": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": ["name"],
        "properties": {
          "name": {
            "type": "string",
            "pattern": "^[a-z][A-Za-z0-9]*$",
            "description": "The step's name, camelCase. Example: `nearDoubles`."
          },
          "tags": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "pattern": "^[a-z][A-Za-z0-9]*$"
            },
            "description": "Tags every fact from this step gets (camelCase). When two steps make the same fact, their tags merge. Example: `[doubles, band1]`."
          },
          "op": {
            "enum": ["add", "sub"],
            "description": "The operation: `add` (a + b) or `sub` (a − b; a is never less than b)."
          },
          "pairs": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "type": "integer",
                "minimum": 0
              }
            },
            "description": "Listed facts: `[a, b]` pairs. Example: `[[8, 7], [9, 6]]`."
          },
          "range": {
            "type": "object",
            "minProperties": 1,
            "maxProperties": 1,
            "propertyNames": {
              "pattern": "^[a-z]$"
            },
            "additionalProperties": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "type": "integer"
              },
              "description": "`[first, last]`, both included."
            },
            "description": "A loop: one variable and its `[first, last]` values; `a` and `b` may use it. Example: `{n: [1, 10]}`."
          },
          "a": {
            "type": ["integer", "string"],
            "pattern": "^ *([a-z]|[0-9]+)( *[-+] *([a-z]|[0-9]+))* *$",
            "description": "With `range`: the first number of each fact, a number or an expression of the loop variable. Example: `n`, `n+1`, `10-n`."
          },
          "b": {
            "type": ["integer", "string"],
            "pattern": "^ *([a-z]|[0-9]+)( *[-+] *([a-z]|[0-9]+))* *$",
            "description": "With `range`: the second number of each fact. Example: `n`, `10-n`."
          },
          "fill": {
            "const": true,
            "description": "`true` for the filler: it walks (a, b) pairs and adds facts until the set holds `count` facts. Give it last."
          },
          "ops": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": ["op"],
              "properties": {
                "op": {
                  "enum": ["add", "sub"],
                  "description": "The operation: `add` (a + b) or `sub` (a − b; a is never less than b)."
                },
                "tags": {
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": {
                    "type": "string",
                    "pattern": "^[a-z][A-Za-z0-9]*$"
                  },
                  "description": "Tags added to facts this operation makes. Example: `[band5]`."
                }
              },
              "description": "One operation the filler tries for each pair."
            },
            "default": [
              {
                "op": "add"
              },
              {
                "op": "sub"
              }
            ],
            "description": "With `fill`: the operations tried for each pair, in order; an addition is kept only when its sum is at most `maxSum`, a subtraction only when a ≥ b. Default: `[{op: add}, {op: sub}]`. Example: `[{op: add, tags: [band5]}, {op: sub, tags: [band6]}]`."
          },
          "walk": {
            "type": "object",
            "additionalProperties": false,
            "required": ["a", "b"],
            "properties": {
              "a": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "items": {
                  "type": "integer",
                  "minimum": 0
                },
                "description": "`[first, last]` values of a; a moves fastest and wraps to first. Example: `[2, 20]`."
              },
              "b": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "items": {
                  "type": "integer",
                  "minimum": 0
                },
                "description": "`[first, last]` values of b; b moves when a wraps, and wraps to first too. Example: `[2, 10]`."
              },
              "start": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "items": {
                  "type": "integer",
                  "minimum": 0
                },
                "description": "The first `[a, b]` pair. Example: `[3, 2]`."
              }
            },
            "default": {
              "a": [2, 20],
              "b": [2, 10],
              "start": [3, 2]
            },
            "description": "With `fill`: the order the filler visits (a, b) pairs; without `start` it begins at the first values. Default: `{a: [2, 20], b: [2, 10], start: [3, 2]}` (the starter generator's walk)."
          },
          "maxSum": {
            "type": "integer",
            "minimum": 0,
            "description": "With `fill`: the largest sum an addition may have. Default `20`.",
            "default": 20
          }
        },
        "oneOf": [
          {
            "required": ["pairs"]
          },
          {
            "required": ["range"]
          },
          {
            "required": ["fill"]
          }
        ],
        "dependentRequired": {
          "pairs": ["op", "tags"],
          "range": ["op", "tags", "a", "b"],
          "a": ["range"],
          "b": ["range"],
          "ops": ["fill"],
          "walk": ["fill"],
          "maxSum": ["fill"]
        },
        "description": "One step of the generator. Give exactly one of `pairs` (listed facts), `range` (a loop with `a` and `b`) or `fill: true` (the filler)."
      },
      "description": "The generator's steps, run in order."
    }
  }
}

"""#),
        ("item.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Item",
  "description": "One item of a lesson. Its `type` picks the item type; the fields it may have are then that type's (see schemas/items/).",
  "type": "object",
  "required": ["type"],
  "properties": {
    "type": {
      "enum": [
        "multipleChoice",
        "numericInput",
        "counting",
        "tenFrame",
        "numberLine",
        "compare",
        "pattern",
        "measure",
        "sortClassify",
        "coins",
        "clock",
        "base10",
        "fractionShade",
        "barGraph",
        "shape",
        "equationTrueFalse",
        "missingNumber",
        "wordProblem",
        "ordinal",
        "numberBond",
        "numberChart",
        "dragDrop",
        "openResponse",
        "drawing",
        "countOut"
      ],
      "description": "The item type; it decides which other fields the item has. One of: `multipleChoice`, `numericInput`, `counting`, `tenFrame`, `numberLine`, `compare`, `pattern`, `measure`, `sortClassify`, `coins`, `clock`, `base10`, `fractionShade`, `barGraph`, `shape`, `equationTrueFalse`, `missingNumber`, `wordProblem`, `ordinal`, `numberBond`, `numberChart`, `dragDrop`, `openResponse`, `drawing`, `countOut`."
    }
  },
  "if": {"required": ["template"]},
  "then": {
    "description": "An item template (docs/authoring.md#item-templates): its fields may hold `{…}` placeholders, so an editor checks the template itself and no type's fields; the compiler expands it and checks every variant against its type's schema.",
    "required": ["id", "type", "template"],
    "properties": {"template": {"$ref": "common.schema.json#/$defs/itemTemplate"}}
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "type": {
            "const": "multipleChoice"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/multipleChoice.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "numericInput"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/numericInput.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "counting"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/counting.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "tenFrame"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/tenFrame.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "numberLine"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/numberLine.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "compare"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/compare.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "pattern"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/pattern.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "measure"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/measure.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "sortClassify"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/sortClassify.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "coins"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/coins.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "clock"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/clock.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "base10"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/base10.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "fractionShade"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/fractionShade.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "barGraph"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/barGraph.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "shape"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/shape.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "equationTrueFalse"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/equationTrueFalse.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "missingNumber"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/missingNumber.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "wordProblem"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/wordProblem.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "ordinal"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/ordinal.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "numberBond"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/numberBond.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "numberChart"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/numberChart.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "dragDrop"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/dragDrop.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "openResponse"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/openResponse.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "drawing"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/drawing.schema.json"
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "countOut"
          }
        },
        "required": ["type"],
        "not": {"required": ["template"]}
      },
      "then": {
        "$ref": "items/countOut.schema.json"
      }
    }
  ]
}

"""#),
        ("items/barGraph.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "barGraph item",
  "description": "Bar graph: up to 3 categories with counts. The child reads one `category`, finds the most or fewest, the total, or the difference between `category` and `other`.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "categories",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "barGraph",
      "description": "The item type: `barGraph`. Read a bar graph."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "categories": {
      "type": "array",
      "minItems": 1,
      "maxItems": 3,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "count"
        ],
        "properties": {
          "name": {
            "$ref": "../common.schema.json#/$defs/name",
            "description": "The category's name. Example: `red`."
          },
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many things are in it. Example: `5`."
          }
        }
      },
      "description": "The bars: up to 3 categories and their counts. Example: `[{name: cats, count: 5}, {name: dogs, count: 3}]`."
    },
    "ask": {
      "enum": [
        "count",
        "most",
        "fewest",
        "total",
        "difference"
      ],
      "description": "What the child finds: the `count` of `category`, the `most` or `fewest`, the `total`, or the `difference` between `category` and `other`."
    },
    "category": {
      "$ref": "../common.schema.json#/$defs/name",
      "description": "For `ask: count` and `ask: difference`: the category asked about. Example: `cats`."
    },
    "other": {
      "$ref": "../common.schema.json#/$defs/name",
      "description": "For `ask: difference`: the category compared with `category`. Example: `dogs`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 choices to pick from."
    },
    "answer": {
      "type": [
        "integer",
        "string"
      ],
      "minimum": 0,
      "minLength": 1,
      "description": "A whole number for `count`, `total` and `difference`; a category name for `most` and `fewest`. Example: `5`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ask": {
            "const": "count"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        },
        "required": [
          "category"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "difference"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        },
        "required": [
          "category",
          "other"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "total"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "enum": [
              "most",
              "fewest"
            ]
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "string"
          }
        }
      }
    }
  ]
}

"""#),
        ("items/base10.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "base10 item",
  "description": "Base ten: ten rods and unit cubes. `ask: number` wants the number they make (at most 120); `tens` or `ones` wants that digit's count. With `add` or `takeAway` the picture shows the change and the answer is about the blocks after it.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "tens",
    "ones",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "base10",
      "description": "The item type: `base10`. Tens and ones with base-ten blocks."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "tens": {
      "type": "integer",
      "minimum": 0,
      "maximum": 12,
      "description": "How many ten rods. Example: `4`."
    },
    "ones": {
      "type": "integer",
      "minimum": 0,
      "description": "How many single cubes. Example: `3`."
    },
    "ask": {
      "enum": [
        "number",
        "tens",
        "ones"
      ],
      "description": "What the child finds: the `number`, how many `tens` or how many `ones`."
    },
    "add": {
      "type": "object",
      "additionalProperties": false,
      "minProperties": 1,
      "properties": {
        "tens": {
          "type": "integer",
          "minimum": 0,
          "maximum": 12,
          "description": "How many ten rods."
        },
        "ones": {
          "type": "integer",
          "minimum": 0,
          "description": "How many single cubes."
        }
      },
      "description": "Optional: blocks set beside the first ones, for a story that adds. The answer is about all the blocks together. Example: `{ones: 3}`."
    },
    "takeAway": {
      "type": "object",
      "additionalProperties": false,
      "minProperties": 1,
      "properties": {
        "tens": {
          "type": "integer",
          "minimum": 0,
          "maximum": 12,
          "description": "How many ten rods."
        },
        "ones": {
          "type": "integer",
          "minimum": 0,
          "description": "How many single cubes."
        }
      },
      "description": "Optional: blocks crossed out, for a story that takes away. The answer is about the blocks left; only whole rods and loose cubes that are there can go (no breaking a ten). Example: `{tens: 2}`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/numberOptions",
      "description": "Optional: 2–4 numbers to choose from."
    },
    "answer": {
      "type": "integer",
      "minimum": 0,
      "description": "The number (`10 × tens + ones`), the tens or the ones, as asked — after the `add` or `takeAway` when there is one. Example: `43`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/clock.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "clock item",
  "description": "Clock: `mode: read` shows a clock and the child picks the time from `options`; `mode: set` asks the child to move the hands. Times are on the hour or half hour.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "mode",
    "time",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "clock",
      "description": "The item type: `clock`. Read or set an analog clock."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "mode": {
      "enum": [
        "read",
        "set"
      ],
      "description": "`read` (the child reads the clock) or `set` (the child moves the hands)."
    },
    "time": {
      "type": "string",
      "pattern": "^(1[0-2]|[1-9]):(00|30)$",
      "description": "The time on the clock, `h:mm`: hours 1–12, minutes `00` or `30`. Example: `\"3:30\"`."
    },
    "options": {
      "type": "array",
      "minItems": 2,
      "maxItems": 4,
      "uniqueItems": true,
      "items": {
        "type": "string",
        "pattern": "^(1[0-2]|[1-9]):(00|30)$",
        "description": "A time, `h:mm`. Example: `\"3:30\"`."
      },
      "description": "For `mode: read`: 2–4 different times to choose from. Example: `[\"3:00\", \"3:30\", \"6:00\"]`."
    },
    "answer": {
      "type": "string",
      "pattern": "^(1[0-2]|[1-9]):(00|30)$",
      "description": "The time, `h:mm`; equals `time`. Example: `\"3:30\"`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "mode": {
            "const": "read"
          }
        },
        "required": [
          "mode"
        ]
      },
      "then": {
        "required": [
          "options"
        ]
      }
    }
  ]
}

"""#),
        ("items/coins.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "coins item",
  "description": "Coins: US coins shown to the child. `ask: total` wants the value in cents; `name` the name of `coin`; `value` the value of `coin` in cents; `worthMost` the name of the coin shown that is worth the most; `canPay` whether the coins reach `target` cents. Totals stay at 100¢ or less.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "coins",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "coins",
      "description": "The item type: `coins`. Name and count coins."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "coins": {
      "type": "array",
      "minItems": 1,
      "items": {
        "enum": [
          "penny",
          "nickel",
          "dime",
          "quarter"
        ],
        "description": "A coin: `penny`, `nickel`, `dime` or `quarter`."
      },
      "description": "The coins shown, one entry per coin (repeat a name for several). Example: `[dime, dime, penny]`."
    },
    "ask": {
      "enum": [
        "total",
        "name",
        "value",
        "worthMost",
        "canPay"
      ],
      "description": "What the child finds: the `total` in cents, the `name` or `value` of `coin`, which coin shown is `worthMost`, or whether they `canPay` `target` cents."
    },
    "coin": {
      "enum": [
        "penny",
        "nickel",
        "dime",
        "quarter"
      ],
      "description": "For `ask: name` or `ask: value`: the coin asked about. Example: `dime`."
    },
    "target": {
      "type": "integer",
      "minimum": 0,
      "maximum": 100,
      "description": "For `ask: canPay`: the price in cents. Example: `25`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 choices to pick from."
    },
    "answer": {
      "type": [
        "integer",
        "string",
        "boolean"
      ],
      "minimum": 0,
      "description": "Cents (a whole number) for `total` and `value`; a coin name for `name` and `worthMost`; `true` or `false` for `canPay`. Example: `21`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ask": {
            "const": "total"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "name"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "enum": [
              "penny",
              "nickel",
              "dime",
              "quarter"
            ]
          }
        },
        "required": [
          "coin"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "worthMost"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "enum": [
              "penny",
              "nickel",
              "dime",
              "quarter"
            ]
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "value"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        },
        "required": [
          "coin"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "canPay"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "boolean"
          }
        },
        "required": [
          "target"
        ]
      }
    }
  ]
}

"""#),
        ("items/compare.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "compare item",
  "description": "Compare: two numbers, or two groups `{count, name}`. `ask: symbol` wants `>`, `<` or `=`; `ask: more` or `ask: fewer` wants `left`, `right` or `same`.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "left",
    "right",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "compare",
      "description": "The item type: `compare`. Compare two numbers or groups."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "left": {
      "type": [
        "integer",
        "object"
      ],
      "minimum": 0,
      "additionalProperties": false,
      "required": [
        "count",
        "name"
      ],
      "properties": {
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "How many. Example: `7`."
        },
        "name": {
          "$ref": "../common.schema.json#/$defs/name",
          "description": "What they are, plural. Example: `blocks`."
        },
        "parts": {
          "type": "array",
          "minItems": 2,
          "maxItems": 3,
          "items": {
            "type": "integer",
            "minimum": 1
          },
          "description": "Optional: the parts the group was made of, in the order they came, adding up to `count`. Each part after the first is drawn in a second colour, so `4 cubes and 2 more` shows the 4 and the 2. Example: `[4, 2]`."
        }
      },
      "description": "The left number or group: a whole number, or `{count, name}`. Example: `{count: 7, name: blocks}`."
    },
    "right": {
      "type": [
        "integer",
        "object"
      ],
      "minimum": 0,
      "additionalProperties": false,
      "required": [
        "count",
        "name"
      ],
      "properties": {
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "How many. Example: `7`."
        },
        "name": {
          "$ref": "../common.schema.json#/$defs/name",
          "description": "What they are, plural. Example: `blocks`."
        },
        "parts": {
          "type": "array",
          "minItems": 2,
          "maxItems": 3,
          "items": {
            "type": "integer",
            "minimum": 1
          },
          "description": "Optional: the parts the group was made of, in the order they came, adding up to `count`. Each part after the first is drawn in a second colour, so `4 cubes and 2 more` shows the 4 and the 2. Example: `[4, 2]`."
        }
      },
      "description": "The right number or group: a whole number, or `{count, name}`. Example: `{count: 4, name: blocks}`."
    },
    "ask": {
      "enum": [
        "symbol",
        "more",
        "fewer",
        "difference"
      ],
      "description": "What the child says: `symbol` (`>`, `<` or `=`), `more` or `fewer` (which side), or `difference` (how many more one side has than the other, a whole number)."
    },
    "blocks": {
      "type": "boolean",
      "description": "Optional: `true` shows each side as base-ten blocks, its tens as rods of ten cubes and its ones as single cubes, so two-digit numbers are compared by their tens and ones (NY-1.NBT.3)."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 choices to pick from. Example: `[\">\", \"<\", \"=\"]`."
    },
    "answer": {
      "type": [
        "string",
        "integer"
      ],
      "minimum": 0,
      "description": "For `ask: symbol`: `>`, `<` or `=` (quote them). For `more`/`fewer`: `left`, `right` or `same`. For `difference`: how many more, a whole number."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ask": {
            "const": "symbol"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "enum": [
              ">",
              "<",
              "="
            ]
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "enum": [
              "more",
              "fewer"
            ]
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "enum": [
              "left",
              "right",
              "same"
            ]
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "difference"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        }
      },
      "else": {
        "properties": {
          "answer": {
            "enum": [
              ">",
              "<",
              "=",
              "left",
              "right",
              "same"
            ]
          }
        }
      }
    }
  ]
}

"""#),
        ("items/countOut.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "countOut item",
  "description": "Count out: the child drags `count` objects from a pile of `available` into a container and taps done (K.CC.5b). The answer equals `count`; `count` is 1–20 and the pile holds more than `count` and at most 20.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "object",
    "count",
    "available",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "countOut",
      "description": "The item type: `countOut`. Drag that many objects into a container."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; says the number to count out and ends with `?`, `.` or `!`. Example: `Put 7 apples in the basket.`"
    },
    "object": {
      "$ref": "../common.schema.json#/$defs/name",
      "description": "What the child moves, singular. Example: `apple`."
    },
    "count": {
      "type": "integer",
      "minimum": 1,
      "maximum": 20,
      "description": "How many objects the child moves: 1–20. Example: `7`."
    },
    "available": {
      "type": "integer",
      "minimum": 2,
      "maximum": 20,
      "description": "How many objects are in the pile: more than `count`, at most 20, so the child stops counting at `count`. Example: `10`."
    },
    "container": {
      "$ref": "../common.schema.json#/$defs/name",
      "description": "Optional: what the objects go into, singular. Example: `basket`."
    },
    "answer": {
      "type": "integer",
      "minimum": 1,
      "description": "How many objects are moved: equals `count`. Example: `7`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5b]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/counting.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "counting item",
  "description": "Counting: the child counts pictured objects (K.CC.4–5). The answer equals `objects.count`; at most 20 objects, at most 10 when scattered.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "objects",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "counting",
      "description": "The item type: `counting`. Count the objects in a picture."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "objects": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "count",
        "arrangement"
      ],
      "properties": {
        "name": {
          "$ref": "../common.schema.json#/$defs/name",
          "description": "What the objects are, singular. Example: `apple`."
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "How many objects are shown (at most 20, at most 10 when scattered). Example: `7`."
        },
        "arrangement": {
          "enum": [
            "line",
            "array",
            "circle",
            "scattered"
          ],
          "description": "How the objects are laid out: `line`, `array` (rows), `circle` or `scattered`."
        }
      },
      "description": "What is pictured: `{name, count, arrangement}`. Example: `{name: apple, count: 7, arrangement: line}`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/numberOptions",
      "description": "Optional: 2–4 numbers to choose from; without them the child types the count. Example: `[6, 7, 8, 9]`."
    },
    "answer": {
      "type": "integer",
      "minimum": 0,
      "description": "How many objects there are: equals `objects.count`. Example: `7`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/dragDrop.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "dragDrop item",
  "description": "Drag and drop: the child drags each `item` onto its `target`. The pairs are the answer, so there is no `answer` field.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "pairs",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "dragDrop",
      "description": "The item type: `dragDrop`. Drag each thing to its match."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "pairs": {
      "type": "array",
      "minItems": 2,
      "maxItems": 5,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "item",
          "target"
        ],
        "properties": {
          "item": {
            "$ref": "../common.schema.json#/$defs/label",
            "description": "What the child drags. Example: `ruler`."
          },
          "target": {
            "$ref": "../common.schema.json#/$defs/label",
            "description": "Where it belongs. Example: `how long`."
          }
        }
      },
      "description": "2–5 `{item, target}` pairs: the right matches. Example: `[{item: ruler, target: how long}, {item: scale, target: how heavy}]`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/drawing.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "drawing item",
  "description": "Drawing: the child draws on the screen; it is not auto-scored, so a `rubric` tells the grown-up how to score it.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "rubric",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "drawing",
      "description": "The item type: `drawing`. Draw an answer a grown-up scores."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "rubric": {
      "$ref": "../common.schema.json#/$defs/rubricSpec",
      "description": "How a grown-up scores the work: `criteria`, `levels` (lowest first) and a `descriptors` entry per level."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away; on an item a grown-up scores, a way to begin. COPY-HINT-MISSING requires one."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/feedback",
      "description": "What the child sees after finishing: `correct` (encouraging, about the work done) and/or `incorrect`."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/equationTrueFalse.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "equationTrueFalse item",
  "description": "True or false: the child says whether an equation is true (1.OA.7).",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "equation",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "equationTrueFalse",
      "description": "The item type: `equationTrueFalse`. Is the equation true?."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "equation": {
      "$ref": "../common.schema.json#/$defs/equation",
      "description": "The equation to judge; no `?`. Quote it. Example: `\"6 + 1 = 7\"`."
    },
    "answer": {
      "type": "boolean",
      "description": "`true` when the equation is true, else `false`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/fractionShade.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "fractionShade item",
  "description": "Fraction shade: a circle or rectangle cut into 2 or 4 equal shares with `shaded` of them shaded. `ask: word` wants the fraction word; `shade` wants how many shares to shade for `word`; `equal` asks whether the shares are equal, and `equal: false` cuts them in different sizes.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "shape",
    "shares",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "fractionShade",
      "description": "The item type: `fractionShade`. Halves and fourths of a shape."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "shape": {
      "enum": [
        "circle",
        "rectangle"
      ],
      "description": "The whole: `circle` or `rectangle`."
    },
    "shares": {
      "enum": [
        2,
        4
      ],
      "description": "How many shares: `2` or `4`, equal unless `equal: false`."
    },
    "shaded": {
      "type": "integer",
      "minimum": 0,
      "maximum": 4,
      "description": "How many shares are shaded. Example: `1`."
    },
    "ask": {
      "enum": [
        "word",
        "shade",
        "equal"
      ],
      "description": "What the child does: name the fraction `word`, `shade` shares, or say whether the shares are `equal`."
    },
    "word": {
      "enum": [
        "half",
        "halves",
        "fourth",
        "fourths",
        "quarter",
        "quarters"
      ],
      "description": "The fraction word the item uses: `half`, `halves`, `fourth`, `fourths`, `quarter` or `quarters`."
    },
    "equal": {
      "type": "boolean",
      "description": "Optional, with `ask: equal`: `false` cuts the shares in plainly different sizes, and the answer is then `false`. Default `true`, equal shares."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 choices to pick from. Example: `[half, fourth]`."
    },
    "answer": {
      "type": [
        "string",
        "integer",
        "boolean"
      ],
      "minimum": 0,
      "description": "A fraction word for `ask: word`; the number of shares for `shade`; `true` or `false` for `equal`. Example: `half`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ask": {
            "const": "word"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "enum": [
              "half",
              "halves",
              "fourth",
              "fourths",
              "quarter",
              "quarters"
            ]
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "shade"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        },
        "required": [
          "word"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "equal"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "boolean"
          }
        }
      }
    }
  ]
}

"""#),
        ("items/measure.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "measure item",
  "description": "Measure: compare 2–3 objects by length, height, weight or capacity, order them, or measure one in whole units. `value` is each object's size in any one unit; the compiler checks the answer against the values.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "attribute",
    "objects",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "measure",
      "description": "The item type: `measure`. Compare or measure objects."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "attribute": {
      "enum": [
        "length",
        "height",
        "weight",
        "capacity"
      ],
      "description": "What is compared: `length`, `height`, `weight` or `capacity`."
    },
    "objects": {
      "type": "array",
      "minItems": 2,
      "maxItems": 3,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "value"
        ],
        "properties": {
          "name": {
            "$ref": "../common.schema.json#/$defs/name",
            "description": "The object's name. Example: `pencil`."
          },
          "value": {
            "type": "integer",
            "minimum": 0,
            "description": "The object's size in whole units (same unit for all objects). Example: `6`."
          }
        }
      },
      "description": "The 2–3 objects and their sizes. Example: `[{name: pencil, value: 6}, {name: crayon, value: 3}]`."
    },
    "ask": {
      "enum": [
        "longer",
        "shorter",
        "taller",
        "heavier",
        "lighter",
        "holdsMore",
        "order",
        "units"
      ],
      "description": "What the child finds: which is `longer`, `shorter`, `taller`, `heavier`, `lighter` or `holdsMore`; the `order` of three objects; or how many `units` long one is."
    },
    "unit": {
      "$ref": "../common.schema.json#/$defs/name",
      "description": "The unit measured with. For `ask: units`, the first object is measured in it; for a comparison of lengths, each object is drawn over a row of that many units. Example: `paper clips`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 choices to pick from."
    },
    "answer": {
      "type": [
        "string",
        "integer",
        "array"
      ],
      "minLength": 1,
      "minimum": 0,
      "items": {
        "type": "string"
      },
      "description": "An object's `name`; for `ask: order`, all names longest (or heaviest, biggest) first; for `ask: units`, a whole number. Example: `pencil`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ask": {
            "const": "units"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        },
        "required": [
          "unit"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "order"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "array",
            "minItems": 3,
            "maxItems": 3,
            "uniqueItems": true
          },
          "objects": {
            "minItems": 3
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "enum": [
              "longer",
              "shorter",
              "taller",
              "heavier",
              "lighter",
              "holdsMore"
            ]
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "string"
          }
        }
      }
    }
  ]
}

"""#),
        ("items/missingNumber.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "missingNumber item",
  "description": "Missing number: an equation with one `?` anywhere; the answer is the number that makes it true (1.OA.4, 1.OA.8).",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "equation",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "missingNumber",
      "description": "The item type: `missingNumber`. Find the missing number."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "equation": {
      "$ref": "../common.schema.json#/$defs/equationWithUnknown",
      "description": "The equation, with `?` for the missing number. Quote it. Example: `\"8 + ? = 11\"`."
    },
    "answer": {
      "type": "integer",
      "description": "The number `?` stands for. Example: `3`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/multipleChoice.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "multipleChoice item",
  "description": "Multiple choice: the child picks one of 2–4 choices shown as a 2×2 grid. The answer must be one of the `options`; when `expression` is given the answer must equal its value, and when `position` is given it must be the one choice that says the thing's place.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "options",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "multipleChoice",
      "description": "The item type: `multipleChoice`. Pick one of 2–4 choices."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "2–4 different choices (numbers or short words), shown as a 2×2 grid. Example: `[49, 40, 50, 58]`."
    },
    "expression": {
      "$ref": "../common.schema.json#/$defs/expression",
      "description": "Optional: the sum or difference the choices are about; the compiler checks that the answer equals it. Quote it. Example: `\"61 + 7\"`."
    },
    "position": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "thing",
        "place",
        "landmark"
      ],
      "description": "Optional (NY-K.G.1): one thing drawn in a place by another, for a question whose choices are places. The one choice that says the place (alone, or with the landmark: `above`, `above the tree`) must be the answer. Example: `{thing: bird, place: above, landmark: tree}`.",
      "properties": {
        "thing": {
          "type": "string",
          "minLength": 1,
          "maxLength": 24,
          "description": "What the question asks about, drawn small: `bird`. Shown and said as a label."
        },
        "place": {
          "enum": [
            "above",
            "below",
            "beside",
            "next to",
            "in front of",
            "behind"
          ],
          "description": "Where the thing is from the landmark: one of the six position words of NY-K.G.1."
        },
        "landmark": {
          "type": "string",
          "minLength": 1,
          "maxLength": 24,
          "description": "What the thing is placed by: `tree`. Shown and said as a label."
        }
      }
    },
    "answer": {
      "$ref": "../common.schema.json#/$defs/choice",
      "description": "The right choice, written exactly as it appears in `options`. Example: `49`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/numberBond.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "numberBond item",
  "description": "Number bond: a whole and its parts (K.OA.3–4, 1.OA.6). Exactly one number is `null`: the unknown the child finds.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "whole",
    "parts",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "numberBond",
      "description": "The item type: `numberBond`. Parts and whole."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "whole": {
      "type": [
        "integer",
        "null"
      ],
      "minimum": 0,
      "description": "The whole, or `null` when the child finds it. Example: `10`."
    },
    "parts": {
      "type": "array",
      "minItems": 2,
      "maxItems": 3,
      "items": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "description": "A part, or `null` when the child finds it."
      },
      "description": "The parts, 2–3 of them; one may be `null` (the unknown) when `whole` is given. Example: `[3, null]`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/numberOptions",
      "description": "Optional: 2–4 numbers to choose from."
    },
    "answer": {
      "type": "integer",
      "minimum": 0,
      "description": "The missing number. Example: `7`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/numberChart.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "numberChart item",
  "description": "Number chart: rows of 10 counting up from `start`, with some cells empty (1.NBT.1). The answer is the missing number, or the missing numbers in `missing` order.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "start",
    "columns",
    "rows",
    "missing",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "numberChart",
      "description": "The item type: `numberChart`. Fill gaps in a number chart."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "start": {
      "type": "integer",
      "minimum": 0,
      "description": "The number in the first cell. Example: `51`."
    },
    "columns": {
      "const": 10,
      "description": "Cells per row: always `10`."
    },
    "rows": {
      "type": "integer",
      "minimum": 1,
      "maximum": 12,
      "description": "How many rows are shown. Example: `2`."
    },
    "missing": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "items": {
        "type": "integer",
        "minimum": 0
      },
      "description": "The numbers whose cells are empty, in reading order. Example: `[56]` or `[67, 75]`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/numberOptions",
      "description": "Optional: 2–4 numbers to choose from, when one number is missing."
    },
    "answer": {
      "type": [
        "integer",
        "array"
      ],
      "minimum": 0,
      "minItems": 1,
      "items": {
        "type": "integer",
        "minimum": 0
      },
      "description": "The missing number, or a list of the missing numbers in the order of `missing`. Example: `56` or `[67, 75]`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/numberLine.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "numberLine item",
  "description": "Number line: a line from `from` to `to`; the child starts at `start` and makes the `jumps`. The answer is where the jumps land, and every jump stays on the line.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "from",
    "to",
    "start",
    "jumps",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "numberLine",
      "description": "The item type: `numberLine`. Jump along a number line."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "from": {
      "type": "integer",
      "minimum": 0,
      "description": "The first number on the line. Example: `0`."
    },
    "to": {
      "type": "integer",
      "minimum": 0,
      "description": "The last number on the line. Example: `20`."
    },
    "start": {
      "type": "integer",
      "minimum": 0,
      "description": "Where the child starts. Example: `8`."
    },
    "jumps": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "integer",
        "not": {
          "const": 0
        }
      },
      "description": "The jumps in order: positive jumps go right, negative go left, none is 0. Example: `[3, -2]`."
    },
    "answer": {
      "type": "integer",
      "description": "Where the last jump lands. Example: `9`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/numericInput.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "numericInput item",
  "description": "Numeric input: the child types a whole number on the keypad. The answer must equal `expression` (or the prompt's `a + b = ?` when there is no expression).",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "numericInput",
      "description": "The item type: `numericInput`. Type a number."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "expression": {
      "$ref": "../common.schema.json#/$defs/expression",
      "description": "Optional: what the child works out; without it the compiler reads the prompt's `a + b = ?`. Quote it. Example: `\"8 + 6\"`."
    },
    "answer": {
      "type": "integer",
      "description": "The whole number the child types. Example: `14`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/openResponse.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "openResponse item",
  "description": "Open response: the child says or writes an answer; it is not auto-scored, so a `rubric` tells the grown-up how to score it.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "rubric",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "openResponse",
      "description": "The item type: `openResponse`. Say or write an answer a grown-up scores."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "rubric": {
      "$ref": "../common.schema.json#/$defs/rubricSpec",
      "description": "How a grown-up scores the work: `criteria`, `levels` (lowest first) and a `descriptors` entry per level."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away; on an item a grown-up scores, a way to begin. COPY-HINT-MISSING requires one."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/feedback",
      "description": "What the child sees after finishing: `correct` (encouraging, about the work done) and/or `incorrect`."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/ordinal.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "ordinal item",
  "description": "Ordinal: things in a line (K.CC.4d). `ask: position` wants the position (1-based) of `target`; `ask: which` wants the name at position `target`.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "sequence",
    "ask",
    "target",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "ordinal",
      "description": "The item type: `ordinal`. First, second, third…."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "sequence": {
      "type": "array",
      "minItems": 2,
      "maxItems": 10,
      "items": {
        "$ref": "../common.schema.json#/$defs/name",
        "description": "One thing in the line."
      },
      "description": "The things in line, first first, 2–10 of them. Example: `[cat, dog, hen, pig]`."
    },
    "ask": {
      "enum": [
        "position",
        "which"
      ],
      "description": "What the child finds: the `position` of a thing, or `which` thing is at a position."
    },
    "target": {
      "type": [
        "string",
        "integer"
      ],
      "minLength": 1,
      "minimum": 1,
      "maximum": 10,
      "description": "For `ask: position`: the thing to find (a name from `sequence`). For `ask: which`: a position, 1–10. Example: `hen`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 choices to pick from."
    },
    "answer": {
      "type": [
        "integer",
        "string"
      ],
      "minimum": 1,
      "maximum": 10,
      "minLength": 1,
      "description": "A position (1 is first) for `ask: position`; a name from `sequence` for `ask: which`. Example: `3`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ask": {
            "const": "position"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "target": {
            "type": "string"
          },
          "answer": {
            "type": "integer"
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "which"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "target": {
            "type": "integer"
          },
          "answer": {
            "type": "string"
          }
        }
      }
    }
  ]
}

"""#),
        ("items/pattern.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "pattern item",
  "description": "Pattern: a repeating core (2–4 elements) shown `shown` times in all; the answer is the element that comes next.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "core",
    "shown",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "pattern",
      "description": "The item type: `pattern`. Continue a repeating pattern."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "core": {
      "type": "array",
      "minItems": 2,
      "maxItems": 4,
      "items": {
        "$ref": "../common.schema.json#/$defs/label",
        "description": "One element of the core: a color, shape, word or number."
      },
      "description": "The part that repeats, 2–4 elements. Example: `[red, blue]`."
    },
    "shown": {
      "type": "integer",
      "minimum": 1,
      "description": "How many elements are shown before the gap: at least twice the core. Example: `6`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 elements to choose from. Example: `[red, blue, green]`."
    },
    "answer": {
      "$ref": "../common.schema.json#/$defs/label",
      "description": "The element that comes next, at position `shown + 1` (1-based). Example: `red`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/shape.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "shape item",
  "description": "Shape: a flat or solid shape. The child names it, counts its sides, corners or faces, or says whether it is flat or solid.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "shape",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "shape",
      "description": "The item type: `shape`. Name shapes and their parts."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "shape": {
      "enum": [
        "triangle",
        "square",
        "rectangle",
        "circle",
        "hexagon",
        "trapezoid",
        "rhombus",
        "cube",
        "cone",
        "cylinder",
        "sphere",
        "rectangularPrism"
      ],
      "description": "The shape shown: `triangle`, `square`, `rectangle`, `circle`, `hexagon`, `trapezoid`, `rhombus`, `cube`, `cone`, `cylinder`, `sphere` or `rectangularPrism`."
    },
    "ask": {
      "enum": [
        "name",
        "sides",
        "corners",
        "flatOrSolid",
        "faces",
        "pieces"
      ],
      "description": "What the child finds: the shape's `name`, how many `sides`, `corners` or `faces`, or whether it is flat or solid (`flatOrSolid`), or how many `pieces` a shape drawn `madeOf` them takes."
    },
    "turned": {
      "type": "boolean",
      "description": "Optional: `true` draws a flat shape turned, a corner pointing down (a square as a diamond, a triangle upside down), for items about a shape's name not changing when it turns (NY-K.G.2). Not for a circle or a solid."
    },
    "small": {
      "type": "boolean",
      "description": "Optional: `true` draws a flat shape very small, about a third of its usual size, for items about a shape's name not changing with its size (NY-K.G.2). Not for a solid."
    },
    "madeOf": {
      "enum": [
        "triangle",
        "square",
        "trapezoid",
        "half circle",
        "quarter circle"
      ],
      "description": "Optional: the pieces a flat shape is made of, drawn with the lines between them, for items about putting shapes together (NY-K.G.6, NY-1.G.2): a square of 2 triangles or 4 squares, a rectangle of 2 squares, a hexagon of 2 trapezoids or 6 triangles, a trapezoid of 3 triangles, a circle of 2 half circles or 4 quarter circles."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "2–4 choices to pick from: optional, but `[flat, solid]` for `ask: flatOrSolid`, so a child who cannot read or type has buttons to tap. Example: `[triangle, square, circle]`."
    },
    "answer": {
      "type": [
        "string",
        "integer"
      ],
      "minimum": 0,
      "minLength": 1,
      "description": "The shape's name for `ask: name`; a whole number for `sides`, `corners` and `faces`; `flat` or `solid` for `flatOrSolid`. Example: `3`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "turned": {
            "const": true
          }
        },
        "required": [
          "turned"
        ]
      },
      "then": {
        "properties": {
          "shape": {
            "enum": [
              "triangle",
              "square",
              "rectangle",
              "hexagon",
              "trapezoid",
              "rhombus"
            ]
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "small": {
            "const": true
          }
        },
        "required": [
          "small"
        ]
      },
      "then": {
        "properties": {
          "shape": {
            "enum": [
              "triangle",
              "square",
              "rectangle",
              "circle",
              "hexagon",
              "trapezoid",
              "rhombus"
            ]
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "name"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "string"
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "enum": [
              "sides",
              "corners",
              "faces"
            ]
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "flatOrSolid"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "enum": [
              "flat",
              "solid"
            ]
          },
          "options": {
            "items": {
              "enum": [
                "flat",
                "solid"
              ]
            }
          }
        },
        "required": [
          "options"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "pieces"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "required": [
          "madeOf"
        ],
        "properties": {
          "answer": {
            "type": "integer"
          }
        }
      }
    }
  ]
}

"""#),
        ("items/sortClassify.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "sortClassify item",
  "description": "Sort and classify: things sorted into 2–4 categories; the child counts a category, finds the most or fewest, the total, or orders the categories by count.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "categories",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "sortClassify",
      "description": "The item type: `sortClassify`. Sort into groups and count them."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "categories": {
      "type": "array",
      "minItems": 2,
      "maxItems": 4,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "count"
        ],
        "properties": {
          "name": {
            "$ref": "../common.schema.json#/$defs/name",
            "description": "The category's name. Example: `red`."
          },
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many things are in it. Example: `5`."
          }
        }
      },
      "description": "The 2–4 categories and how many are in each. Example: `[{name: red, count: 3}, {name: blue, count: 5}]`."
    },
    "ask": {
      "enum": [
        "count",
        "most",
        "fewest",
        "total",
        "order"
      ],
      "description": "What the child finds: the `count` of one category, the category with the `most` or `fewest`, the `total`, or the `order` by count (most first)."
    },
    "category": {
      "$ref": "../common.schema.json#/$defs/name",
      "description": "For `ask: count`: the category to count. Example: `red`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/options",
      "description": "Optional: 2–4 choices to pick from."
    },
    "answer": {
      "type": [
        "integer",
        "string",
        "array"
      ],
      "minimum": 0,
      "minLength": 1,
      "items": {
        "type": "string"
      },
      "description": "A whole number for `count`/`total`; a category name for `most`/`fewest`; all names, most first, for `order`. Example: `5`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ask": {
            "const": "count"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        },
        "required": [
          "category"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "total"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "integer"
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "enum": [
              "most",
              "fewest"
            ]
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "string"
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "ask": {
            "const": "order"
          }
        },
        "required": [
          "ask"
        ]
      },
      "then": {
        "properties": {
          "answer": {
            "type": "array",
            "minItems": 2,
            "uniqueItems": true
          }
        }
      }
    }
  ]
}

"""#),
        ("items/tenFrame.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "tenFrame item",
  "description": "Ten frame: one or two ten frames with some boxes filled. `ask: count` wants how many are filled; `ask: complement` wants how many more make 10 (or 20 with two frames).",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "frames",
    "filled",
    "ask",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "tenFrame",
      "description": "The item type: `tenFrame`. Read a ten frame."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "frames": {
      "enum": [
        1,
        2
      ],
      "description": "How many ten frames are shown: `1` or `2`."
    },
    "filled": {
      "type": "integer",
      "minimum": 0,
      "maximum": 20,
      "description": "How many boxes hold a dot: at most 10 per frame. Example: `6`."
    },
    "ask": {
      "enum": [
        "count",
        "complement"
      ],
      "description": "What the child finds: `count` (how many are filled) or `complement` (how many more fill the frames)."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/numberOptions",
      "description": "Optional: 2–4 numbers to choose from. Example: `[3, 4, 5, 6]`."
    },
    "answer": {
      "type": "integer",
      "minimum": 0,
      "description": "`filled` for `ask: count`; `10 × frames − filled` for `ask: complement`. Example: `4`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("items/wordProblem.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "wordProblem item",
  "description": "Word problem: a short story in `prompt`, with the story's equation in `equation`. Within 10 in Kindergarten, within 20 in Grade 1.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "type",
    "prompt",
    "equation",
    "answer",
    "feedback"
  ],
  "properties": {
    "id": {
      "$ref": "../common.schema.json#/$defs/itemId",
      "description": "The item's id: `i1`, `i2`, … unique in the lesson. Never renumber items when you reorder them."
    },
    "type": {
      "const": "wordProblem",
      "description": "The item type: `wordProblem`. A story problem."
    },
    "prompt": {
      "$ref": "../common.schema.json#/$defs/prompt",
      "description": "What the child reads and hears; ends with `?`, `.` or `!`."
    },
    "equation": {
      "$ref": "../common.schema.json#/$defs/equationWithUnknown",
      "description": "The story's equation, with `?` for what the child finds. Quote it. Example: `\"5 + 3 = ?\"`."
    },
    "thing": {
      "oneOf": [
        {
          "$ref": "../common.schema.json#/$defs/name"
        },
        {
          "type": "array",
          "minItems": 2,
          "maxItems": 3,
          "items": {
            "$ref": "../common.schema.json#/$defs/name"
          }
        }
      ],
      "description": "Optional: what the story counts, singular, to draw the story for a concrete or representational lesson: a joining story's groups side by side (the ones that join in another colour), a take-away story's group with the ones taken away crossed out, a story with a missing part (`5 + ? = 8`) its whole with the named part in one colour and the rest in another. One name for each group gives each its own (`[red car, blue car]`). Other stories are not drawn, nor more than 20 things. Example: `frog`."
    },
    "options": {
      "$ref": "../common.schema.json#/$defs/numberOptions",
      "description": "Optional: 2–4 numbers to choose from."
    },
    "answer": {
      "type": "integer",
      "description": "The number `?` stands for. Example: `8`."
    },
    "hints": {
      "$ref": "../common.schema.json#/$defs/hints",
      "description": "1–3 short hints, shown one at a time, that help without giving the answer away. Required."
    },
    "feedback": {
      "$ref": "../common.schema.json#/$defs/scoredFeedback",
      "description": "What the child sees after answering: `correct` (optional) and `incorrect` (required)."
    },
    "difficulty": {
      "$ref": "../common.schema.json#/$defs/difficulty",
      "description": "How hard the item is: 1 up to the rubric's `maxDifficulty`. Default 1."
    },
    "quickCheck": {
      "$ref": "../common.schema.json#/$defs/quickCheck",
      "description": "`true` for items of the lesson's embedded quick check."
    },
    "image": {
      "$ref": "../common.schema.json#/$defs/image",
      "description": "A picture: `{asset, alt}`. `alt` is 8–125 characters and never gives the answer away."
    },
    "skill": {
      "$ref": "../common.schema.json#/$defs/itemSkill",
      "description": "The skill this item assesses. Required in mastery checks; elsewhere the lesson's `skill` applies."
    },
    "standards": {
      "$ref": "../common.schema.json#/$defs/itemStandards",
      "description": "Narrows the skill's standards for this item. Example: `[NY-K.CC.5a]`."
    },
    "suppress": {
      "$ref": "../common.schema.json#/$defs/suppressions",
      "description": "Rules this item silences, each with a reason. Example: `[{rule: COPY-WORD-LIST, reason: \"…\"}]`."
    }
  }
}

"""#),
        ("lesson.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Lesson",
  "description": "One lesson (curriculum/<grade>/<nn-unit>/<skill>-l<n>.yaml) or a unit's mastery check (mastery.yaml): its place in the sequence and its items. A lesson names its `skill`; a mastery check (`role: masteryCheck`) names its `unit` instead and gives every item a `skill`.",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "title", "order", "stage", "lessonType", "role", "items"],
  "properties": {
    "kind": {
      "const": "Lesson",
      "description": "What this file is: always `Lesson`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/lessonId",
      "description": "The lesson's id: `<skill id>.l<n>`, or `<unit id>.mastery` for a mastery check. Example: `k.counting.count-objects.l1`."
    },
    "skill": {
      "$ref": "common.schema.json#/$defs/skillId",
      "description": "The skill this lesson teaches. Every lesson except a mastery check has one. Example: `k.counting.count-objects`."
    },
    "unit": {
      "$ref": "common.schema.json#/$defs/unitId",
      "description": "Only in a mastery check (`role: masteryCheck`): the unit it closes. Its items each name a `skill`. Example: `k.counting`."
    },
    "title": {
      "$ref": "common.schema.json#/$defs/title",
      "description": "The lesson's title, shown in the app. Example: `Count the apples`."
    },
    "order": {
      "type": "integer",
      "minimum": 1,
      "description": "The lesson's position within its skill, from 1. Mastery checks come after every skill's lessons (for example `99`)."
    },
    "stage": {
      "enum": ["concrete", "representational", "abstract"],
      "description": "The CRA stage: `concrete` (objects), `representational` (pictures) or `abstract` (numbers and symbols). It never goes back within a skill."
    },
    "lessonType": {
      "enum": ["concept", "practice", "recap"],
      "description": "What kind of lesson: `concept` (teaches), `practice` or `recap`."
    },
    "role": {
      "enum": ["quickCheck", "practiceSet", "masteryCheck"],
      "description": "The lesson's assessment role: `quickCheck`, `practiceSet` or `masteryCheck` (closes a unit; names `unit` instead of `skill`)."
    },
    "rubric": {
      "$ref": "common.schema.json#/$defs/rubric",
      "description": "Optional overrides of the manifest's rubric for this lesson. Example: `{threshold: 0.85}`."
    },
    "items": {
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "item.schema.json"
      },
      "description": "The lesson's items, in the order the child meets them."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "role": {
            "const": "masteryCheck"
          }
        },
        "required": ["role"]
      },
      "then": {
        "description": "A mastery check names its `unit`, not a `skill`, and every item names the `skill` it assesses.",
        "required": ["unit"],
        "properties": {
          "skill": false,
          "items": {
            "items": {
              "required": ["skill"]
            }
          }
        }
      },
      "else": {
        "description": "A lesson that is not a mastery check names its `skill`, not a `unit`.",
        "required": ["skill"],
        "properties": {
          "unit": false
        }
      }
    }
  ]
}

"""#),
        ("reviews.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Review record",
  "description": "A reviewer's sign-offs of one lesson's items for one kind of review (reviews/<kind>/<lesson id>.yaml in the curriculum folder), each tied to the SHA-256 of the content it approved. `curriculum review approve` writes it, one approval per line, sorted by item, so two reviewers' approvals merge (docs/reviews.md).",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "lesson", "review", "approvals"],
  "properties": {
    "kind": {
      "const": "Reviews",
      "description": "What this file is: always `Reviews`."
    },
    "lesson": {
      "$ref": "common.schema.json#/$defs/lessonId",
      "description": "The lesson whose items are approved. Example: `k.counting.count-objects.l1`."
    },
    "review": {
      "type": "string",
      "pattern": "^(content|accessibility|translation-[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*)$",
      "description": "The kind of review: `content` (a teacher's read of the item as it ships), `accessibility` (an accessibility pass), or `translation-<locale>` (a bilingual check of the item's strings in that locale, e.g. `translation-es-US`)."
    },
    "approvals": {
      "type": "array",
      "minItems": 1,
      "description": "One approval per item, one line each, sorted by item: `{item: i1, by: Ana Ruiz, date: 2025-11-29, sha256: …}`.",
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": ["item", "by", "date", "sha256"],
        "properties": {
          "item": {
            "$ref": "common.schema.json#/$defs/itemId",
            "description": "The item approved, by its id in the lesson. Example: `i3`."
          },
          "by": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "\\S",
            "description": "Who approved it: the reviewer's name. Example: `Ana Ruiz`."
          },
          "date": {
            "type": "string",
            "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
            "description": "The day of the approval, `YYYY-MM-DD`. Example: `2025-11-29`."
          },
          "sha256": {
            "type": "string",
            "pattern": "^[0-9a-f]{64}$",
            "description": "The SHA-256, in lowercase hex, of what was approved: the item's record as the bundle writes it, or for a translation review its strings in the locale. `reviews/approved/<sha256>.json` keeps those bytes, so `curriculum review diff` can show what changed."
          }
        }
      }
    }
  }
}

"""#),
        ("standard-set.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Standards matrix",
  "description": "The standards matrix for one grade (curriculum/standards/<grade>.yaml): every NY standard of the grade, lettered parts included, with its domain, cluster and a short description in our own words.",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "grade", "source", "standards"],
  "properties": {
    "kind": {
      "const": "StandardSet",
      "description": "What this file is: always `StandardSet`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/slugId",
      "description": "The set's id: the grade, then `standards`. Example: `k.standards`."
    },
    "grade": {
      "$ref": "common.schema.json#/$defs/grade",
      "description": "The grade these standards belong to: `K` or `1`."
    },
    "source": {
      "type": "object",
      "additionalProperties": false,
      "required": ["title", "url"],
      "properties": {
        "title": {
          "$ref": "common.schema.json#/$defs/text",
          "description": "The source document's title."
        },
        "url": {
          "type": "string",
          "format": "uri",
          "pattern": "^https?://",
          "description": "Where the source document is. Example: `https://www.nysed.gov/curriculum-instruction/mathematics`."
        }
      },
      "description": "Where the standards come from: `{title, url}`."
    },
    "standards": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": ["code", "domain", "cluster", "description"],
        "properties": {
          "code": {
            "$ref": "common.schema.json#/$defs/standardCode",
            "description": "The NYSED code. Example: `NY-K.CC.4a`."
          },
          "domain": {
            "enum": ["CC", "OA", "NBT", "MD", "G"],
            "description": "The domain: `CC` (Counting and Cardinality), `OA` (Operations and Algebraic Thinking), `NBT` (Number and Operations in Base Ten), `MD` (Measurement and Data) or `G` (Geometry). Must match the code."
          },
          "cluster": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "The cluster heading, as NYSED writes it. Example: `Count to tell the number of objects.`"
          },
          "description": {
            "$ref": "common.schema.json#/$defs/text",
            "description": "What the standard asks, in our own words (not copied). Example: `Count to 100 by ones and by tens.`"
          },
          "range": {
            "$ref": "common.schema.json#/$defs/range",
            "description": "Optional: the numbers an item for this standard may use. Example: `{min: 0, max: 20}`."
          },
          "tasks": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "types": {
                "type": "array",
                "uniqueItems": true,
                "items": {
                  "type": "string"
                },
                "description": "The item types an item for this standard may be. Example: `[counting, tenFrame]`."
              },
              "operations": {
                "type": "array",
                "uniqueItems": true,
                "items": {
                  "enum": ["add", "subtract", "compare", "coinValue", "elapsedTime"]
                },
                "description": "The arithmetic it may ask for: `add`, `subtract`, `compare` (how many more, fewer, taller), `coinValue` (the value of a mix of coins), `elapsedTime` (how much time passes). `[]` for none."
              },
              "forms": {
                "type": "array",
                "uniqueItems": true,
                "items": {
                  "enum": ["result", "missingPart", "missingStart", "trueFalse"]
                },
                "description": "How its equations may be written: `result` (3 + 4 = ?), `missingPart` (3 + ? = 7), `missingStart` (? + 4 = 7), `trueFalse` (3 + 4 = 8: true or false?)."
              },
              "coins": {
                "type": "array",
                "uniqueItems": true,
                "items": {
                  "enum": ["penny", "nickel", "dime", "quarter"]
                },
                "description": "The coins an item may ask the child to name (as its answer) or to know the worth of. Example: `[penny, dime]` (NY-K.MD.4)."
              },
              "coinTasks": {
                "type": "array",
                "uniqueItems": true,
                "items": {
                  "enum": ["name", "value", "count", "compare"]
                },
                "description": "What an item about coins may ask: `name` (which coin it is), `value` (what one kind of coin is worth), `count` (how many coins, or the cents of pennies alone), `compare` (which group has more or fewer, whether pennies reach a price). Example: `[name, value]` (NY-K.MD.4)."
              }
            },
            "description": "Optional: the kinds of task an item for this standard may be (STD-TASK-MISMATCH); a list left out allows anything. Example: `{types: [wordProblem], operations: [add, subtract], forms: [result]}`."
          },
          "heading": {
            "type": "boolean",
            "description": "`true` for a parent code that only groups lettered parts; no item points at it directly. Give its `parts`."
          },
          "parts": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": {
              "$ref": "common.schema.json#/$defs/standardCode"
            },
            "description": "For a heading: the codes of its lettered parts. Example: `[NY-K.CC.5a, NY-K.CC.5b]`."
          }
        },
        "allOf": [
          {
            "if": {
              "properties": {
                "heading": {
                  "const": true
                }
              },
              "required": ["heading"]
            },
            "then": {
              "required": ["parts"]
            }
          }
        ],
        "description": "One standard of the matrix. Example: `{code: NY-K.CC.1, domain: CC, cluster: …, description: …, range: {min: 0, max: 100}}`."
      },
      "description": "Every standard of the grade, lettered parts and their parent headings included."
    }
  }
}

"""#),
        ("unit.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Unit",
  "description": "A unit of the scope and sequence (curriculum/<grade>/<nn-unit>/unit.yaml), with its skills in teaching order.",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "order", "title", "standards", "skills"],
  "properties": {
    "kind": {
      "const": "Unit",
      "description": "What this file is: always `Unit`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/unitId",
      "description": "The unit's id: `<grade>.<unit>`. Example: `k.counting`."
    },
    "order": {
      "type": "integer",
      "minimum": 1,
      "description": "The unit's position in the grade's sequence, from 1. Example: `1`."
    },
    "title": {
      "$ref": "common.schema.json#/$defs/title",
      "description": "The unit's title, shown in the app. Example: `Counting and numerals`."
    },
    "standards": {
      "$ref": "common.schema.json#/$defs/standardCodes",
      "description": "The standards this unit covers. Example: `[NY-K.CC.1, NY-K.CC.2]`."
    },
    "prerequisites": {
      "type": "array",
      "uniqueItems": true,
      "items": {
        "$ref": "common.schema.json#/$defs/unitId"
      },
      "description": "Units taught before this one (unit ids). Example: `[k.counting]`."
    },
    "remediation": {
      "type": "object",
      "additionalProperties": false,
      "required": ["note"],
      "properties": {
        "note": {
          "$ref": "common.schema.json#/$defs/text",
          "description": "What to do when the child struggles with the unit, for the grown-up."
        }
      },
      "description": "What helps when the child struggles with this unit: a `note`."
    },
    "skills": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "name", "standards"],
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/skillId",
            "description": "The skill's id: `<unit id>.<skill>`. Example: `k.counting.count-objects`."
          },
          "name": {
            "$ref": "common.schema.json#/$defs/title",
            "description": "The skill's name, shown in the app. Example: `Count objects to 10`."
          },
          "standards": {
            "$ref": "common.schema.json#/$defs/standardCodes",
            "description": "The standards this skill teaches. Example: `[NY-K.CC.4a, NY-K.CC.5a]`."
          },
          "prerequisites": {
            "type": "array",
            "uniqueItems": true,
            "items": {
              "$ref": "common.schema.json#/$defs/skillId"
            },
            "description": "Skills taught before this one (skill ids). Example: `[k.counting.count-objects]`."
          },
          "remediation": {
            "type": "object",
            "additionalProperties": false,
            "required": ["note"],
            "properties": {
              "note": {
                "$ref": "common.schema.json#/$defs/text",
                "description": "What to do when the child struggles, for the grown-up."
              },
              "skill": {
                "$ref": "common.schema.json#/$defs/skillId",
                "description": "Optional: an earlier skill to go back to. Example: `k.counting.count-objects`."
              }
            },
            "description": "What helps when the child struggles: a `note`, and optionally an earlier `skill` to revisit."
          }
        },
        "description": "One skill of the unit."
      },
      "description": "The unit's skills, in teaching order."
    }
  }
}

"""#),
        ("word-list.schema.json", #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Word list",
  "description": "A list of words or phrases the COPY-* rules use (curriculum/copy/*.yaml): words early readers know, idioms to avoid, or discouraging words feedback must not use.",
  "type": "object",
  "additionalProperties": false,
  "required": ["kind", "id", "purpose", "words"],
  "properties": {
    "kind": {
      "const": "WordList",
      "description": "What this file is: always `WordList`."
    },
    "id": {
      "$ref": "common.schema.json#/$defs/fileId",
      "description": "The list's id. Example: `copy.early-reader`."
    },
    "purpose": {
      "enum": ["earlyReader", "idioms", "discouraging"],
      "description": "What the list is for: `earlyReader` (words children know), `idioms` (phrases to avoid) or `discouraging` (words feedback must not use)."
    },
    "words": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "items": {
        "type": "string",
        "minLength": 1,
        "pattern": "\\S",
        "description": "A word or phrase, lowercase. Quote entries YAML could read otherwise (`\"no\"`, `\"on\"`, `\"aren't\"`)."
      },
      "description": "The words or phrases, one per entry, lowercase, sorted, each once."
    }
  }
}

"""#),
    ]
}
