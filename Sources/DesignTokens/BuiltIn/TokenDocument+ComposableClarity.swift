extension TokenDocument {
    /// Composable Clarity, the apps' design system, as DTCG 2025.10 JSON.
    ///
    /// The values are those of the design system's own `DS` namespace (see the requirements'
    /// "Design system" section): spacing `s m l xl` = 8, 12, 16, 24 with a platform default
    /// (16 on iOS, 12 on macOS) and adaptive padding (s when the size class is compact, m when
    /// regular, m on macOS); radii `card` 10, `chip` a capsule (the 999 sentinel, marked with
    /// `org.composableclarity.shape: capsule`), `small` 6; fonts `label` (Caption 2 semibold),
    /// `body` and `title` (Title 3 semibold) on top of Apple's eleven text styles; status
    /// backgrounds of gray 0.18, orange 0.22, red 0.22 and green 0.20 opacity with their text and
    /// indicator colours; animations `quick` (snappy, 0.15 s) and `medium` (ease in and out,
    /// 0.25 s); and the component tokens of Badge, Indicator, Card, KeyValueRow, SectionHeader and
    /// CopyableText.
    ///
    /// Modifiers: `theme` (light, dark) × `contrast` (standard, increased) × `platform` (iOS,
    /// macOS) × `sizeClass` (regular, compact) × `motion` (standard, reduced). Under reduced motion
    /// `quick` resolves to no animation (zero duration) and `medium` to a cross-fade. The system
    /// colours are Apple's Human Interface Guidelines values for iOS 17 and 18; the declared
    /// contrast pairs composite each translucent status background over the surface it sits on
    /// and pass 4.5:1 in every mode.
    public static let composableClarityJSON = #"""
        {
          "$description": "Composable Clarity, the design system of the apps: spacing s/m/l/xl, radii card/chip/small, fonts label/body/title, translucent status colours, animations quick/medium and the component tokens.",
          "$extensions": {
            "org.composableclarity.modifiers": {
              "theme": {
                "contexts": [
                  "light",
                  "dark"
                ],
                "default": "light"
              },
              "contrast": {
                "contexts": [
                  "standard",
                  "increased"
                ],
                "default": "standard"
              },
              "platform": {
                "contexts": [
                  "iOS",
                  "macOS"
                ],
                "default": "iOS"
              },
              "sizeClass": {
                "contexts": [
                  "regular",
                  "compact"
                ],
                "default": "regular"
              },
              "motion": {
                "contexts": [
                  "standard",
                  "reduced"
                ],
                "default": "standard"
              }
            },
            "org.composableclarity.contrastPairs": [
              {
                "foreground": "color.text.primary",
                "background": "color.background.primary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.text.primary",
                "background": "color.background.tertiary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.info.text",
                "background": "color.status.info.background",
                "surface": "color.background.primary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.info.text",
                "background": "color.status.info.background",
                "surface": "color.background.tertiary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.warning.text",
                "background": "color.status.warning.background",
                "surface": "color.background.primary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.warning.text",
                "background": "color.status.warning.background",
                "surface": "color.background.tertiary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.error.text",
                "background": "color.status.error.background",
                "surface": "color.background.primary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.error.text",
                "background": "color.status.error.background",
                "surface": "color.background.tertiary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.success.text",
                "background": "color.status.success.background",
                "surface": "color.background.primary",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.success.text",
                "background": "color.status.success.background",
                "surface": "color.background.tertiary",
                "requirement": "aaNormalText"
              }
            ]
          },
          "system": {
            "$type": "color",
            "$description": "Apple's system colours as the Human Interface Guidelines list them for iOS and iPadOS 17 and 18 (default and increased contrast, light and dark), and the platform backgrounds and label the design system draws on. Generated SwiftUI code uses the platform colour each token names.",
            "gray": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  0.5569,
                  0.5569,
                  0.5765
                ],
                "hex": "#8e8e93"
              },
              "$extensions": {
                "org.composableclarity.systemColor": {
                  "swiftUI": "gray"
                },
                "org.composableclarity.modes": {
                  "contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.4235,
                      0.4235,
                      0.4392
                    ],
                    "hex": "#6c6c70"
                  },
                  "theme:dark,contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.6824,
                      0.6824,
                      0.698
                    ],
                    "hex": "#aeaeb2"
                  }
                }
              }
            },
            "orange": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  1.0,
                  0.5843,
                  0.0
                ],
                "hex": "#ff9500"
              },
              "$extensions": {
                "org.composableclarity.systemColor": {
                  "swiftUI": "orange"
                },
                "org.composableclarity.modes": {
                  "theme:dark": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.6235,
                      0.0392
                    ],
                    "hex": "#ff9f0a"
                  },
                  "contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.7882,
                      0.2039,
                      0.0
                    ],
                    "hex": "#c93400"
                  },
                  "theme:dark,contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.702,
                      0.251
                    ],
                    "hex": "#ffb340"
                  }
                }
              }
            },
            "red": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  1.0,
                  0.2314,
                  0.1882
                ],
                "hex": "#ff3b30"
              },
              "$extensions": {
                "org.composableclarity.systemColor": {
                  "swiftUI": "red"
                },
                "org.composableclarity.modes": {
                  "theme:dark": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.2706,
                      0.2275
                    ],
                    "hex": "#ff453a"
                  },
                  "contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.8431,
                      0.0,
                      0.0824
                    ],
                    "hex": "#d70015"
                  },
                  "theme:dark,contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.4118,
                      0.3804
                    ],
                    "hex": "#ff6961"
                  }
                }
              }
            },
            "green": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  0.2039,
                  0.7804,
                  0.349
                ],
                "hex": "#34c759"
              },
              "$extensions": {
                "org.composableclarity.systemColor": {
                  "swiftUI": "green"
                },
                "org.composableclarity.modes": {
                  "theme:dark": {
                    "colorSpace": "srgb",
                    "components": [
                      0.1882,
                      0.8196,
                      0.3451
                    ],
                    "hex": "#30d158"
                  },
                  "contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.1412,
                      0.5412,
                      0.2392
                    ],
                    "hex": "#248a3d"
                  },
                  "theme:dark,contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.1882,
                      0.8588,
                      0.3569
                    ],
                    "hex": "#30db5b"
                  }
                }
              }
            },
            "blue": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  0.0,
                  0.4784,
                  1.0
                ],
                "hex": "#007aff"
              },
              "$extensions": {
                "org.composableclarity.systemColor": {
                  "swiftUI": "blue"
                },
                "org.composableclarity.modes": {
                  "theme:dark": {
                    "colorSpace": "srgb",
                    "components": [
                      0.0392,
                      0.5176,
                      1.0
                    ],
                    "hex": "#0a84ff"
                  },
                  "contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.0,
                      0.251,
                      0.8667
                    ],
                    "hex": "#0040dd"
                  },
                  "theme:dark,contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.251,
                      0.6118,
                      1.0
                    ],
                    "hex": "#409cff"
                  }
                }
              }
            },
            "yellow": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  1.0,
                  0.8,
                  0.0
                ],
                "hex": "#ffcc00"
              },
              "$extensions": {
                "org.composableclarity.systemColor": {
                  "swiftUI": "yellow"
                },
                "org.composableclarity.modes": {
                  "theme:dark": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.8392,
                      0.0392
                    ],
                    "hex": "#ffd60a"
                  },
                  "contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      0.698,
                      0.3137,
                      0.0
                    ],
                    "hex": "#b25000"
                  },
                  "theme:dark,contrast:increased": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.8314,
                      0.149
                    ],
                    "hex": "#ffd426"
                  }
                }
              }
            },
            "iOS": {
              "$description": "iOS and iPadOS (UIKit) colours.",
              "label": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.0,
                    0.0
                  ],
                  "hex": "#000000"
                },
                "$description": "UIColor.label: black in light, white in dark.",
                "$extensions": {
                  "org.composableclarity.systemColor": {
                    "swiftUI": "primary"
                  },
                  "org.composableclarity.modes": {
                    "theme:dark": {
                      "colorSpace": "srgb",
                      "components": [
                        1.0,
                        1.0,
                        1.0
                      ],
                      "hex": "#ffffff"
                    }
                  }
                }
              },
              "background": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    1.0,
                    1.0,
                    1.0
                  ],
                  "hex": "#ffffff"
                },
                "$description": "UIColor.systemBackground: white in light, black in dark.",
                "$extensions": {
                  "org.composableclarity.systemColor": {
                    "uiKit": "systemBackground"
                  },
                  "org.composableclarity.modes": {
                    "theme:dark": {
                      "colorSpace": "srgb",
                      "components": [
                        0.0,
                        0.0,
                        0.0
                      ],
                      "hex": "#000000"
                    }
                  }
                }
              },
              "tertiaryBackground": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    1.0,
                    1.0,
                    1.0
                  ],
                  "hex": "#ffffff"
                },
                "$description": "UIColor.tertiarySystemBackground: white in light, #2C2C2E in dark.",
                "$extensions": {
                  "org.composableclarity.systemColor": {
                    "uiKit": "tertiarySystemBackground"
                  },
                  "org.composableclarity.modes": {
                    "theme:dark": {
                      "colorSpace": "srgb",
                      "components": [
                        0.1725,
                        0.1725,
                        0.1804
                      ],
                      "hex": "#2c2c2e"
                    }
                  }
                }
              }
            },
            "macOS": {
              "$description": "macOS (AppKit) colours. AppKit publishes no values; these are the rendered sRGB values, and no separate increased-contrast values are known, so the standard ones stand in.",
              "label": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.0,
                    0.0
                  ],
                  "alpha": 0.847,
                  "hex": "#000000"
                },
                "$description": "NSColor.labelColor: black or white at 84.7 % opacity (216/255).",
                "$extensions": {
                  "org.composableclarity.systemColor": {
                    "swiftUI": "primary"
                  },
                  "org.composableclarity.modes": {
                    "theme:dark": {
                      "colorSpace": "srgb",
                      "components": [
                        1.0,
                        1.0,
                        1.0
                      ],
                      "alpha": 0.847,
                      "hex": "#ffffff"
                    }
                  }
                }
              },
              "windowBackground": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.9255,
                    0.9255,
                    0.9255
                  ],
                  "hex": "#ececec"
                },
                "$description": "NSColor.windowBackgroundColor: #ECECEC in light, #323232 in dark.",
                "$extensions": {
                  "org.composableclarity.systemColor": {
                    "appKit": "windowBackgroundColor"
                  },
                  "org.composableclarity.modes": {
                    "theme:dark": {
                      "colorSpace": "srgb",
                      "components": [
                        0.1961,
                        0.1961,
                        0.1961
                      ],
                      "hex": "#323232"
                    }
                  }
                }
              },
              "controlBackground": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    1.0,
                    1.0,
                    1.0
                  ],
                  "hex": "#ffffff"
                },
                "$description": "NSColor.controlBackgroundColor: white in light, #1E1E1E in dark.",
                "$extensions": {
                  "org.composableclarity.systemColor": {
                    "appKit": "controlBackgroundColor"
                  },
                  "org.composableclarity.modes": {
                    "theme:dark": {
                      "colorSpace": "srgb",
                      "components": [
                        0.1176,
                        0.1176,
                        0.1176
                      ],
                      "hex": "#1e1e1e"
                    }
                  }
                }
              }
            }
          },
          "color": {
            "$type": "color",
            "text": {
              "primary": {
                "$value": "{system.iOS.label}",
                "$description": "Body text: the platform label colour.",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "platform:macOS": "{system.macOS.label}"
                  }
                }
              }
            },
            "background": {
              "primary": {
                "$value": "{system.iOS.background}",
                "$description": "The screen background.",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "platform:macOS": "{system.macOS.windowBackground}"
                  }
                }
              },
              "tertiary": {
                "$value": "{system.iOS.tertiaryBackground}",
                "$description": "Grouped content inside a secondary surface, and the card's fallback when materials are off. On macOS a background colour (controlBackgroundColor), never tertiaryLabelColor.",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "platform:macOS": "{system.macOS.controlBackground}"
                  }
                }
              }
            },
            "status": {
              "info": {
                "background": {
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      0.5569,
                      0.5569,
                      0.5765
                    ],
                    "alpha": 0.18,
                    "hex": "#8e8e93"
                  },
                  "$description": "Gray at 0.18 opacity, over the surface it sits on.",
                  "$extensions": {
                    "org.composableclarity.systemColor": {
                      "swiftUI": "gray",
                      "opacity": 0.18
                    },
                    "org.composableclarity.modes": {
                      "contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          0.4235,
                          0.4235,
                          0.4392
                        ],
                        "alpha": 0.18,
                        "hex": "#6c6c70"
                      },
                      "theme:dark,contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          0.6824,
                          0.6824,
                          0.698
                        ],
                        "alpha": 0.18,
                        "hex": "#aeaeb2"
                      }
                    }
                  }
                },
                "text": {
                  "$value": "{color.text.primary}"
                },
                "indicator": {
                  "$value": "{system.gray}"
                }
              },
              "warning": {
                "background": {
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.5843,
                      0.0
                    ],
                    "alpha": 0.22,
                    "hex": "#ff9500"
                  },
                  "$description": "Orange at 0.22 opacity, over the surface it sits on.",
                  "$extensions": {
                    "org.composableclarity.systemColor": {
                      "swiftUI": "orange",
                      "opacity": 0.22
                    },
                    "org.composableclarity.modes": {
                      "theme:dark": {
                        "colorSpace": "srgb",
                        "components": [
                          1.0,
                          0.6235,
                          0.0392
                        ],
                        "alpha": 0.22,
                        "hex": "#ff9f0a"
                      },
                      "contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          0.7882,
                          0.2039,
                          0.0
                        ],
                        "alpha": 0.22,
                        "hex": "#c93400"
                      },
                      "theme:dark,contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          1.0,
                          0.702,
                          0.251
                        ],
                        "alpha": 0.22,
                        "hex": "#ffb340"
                      }
                    }
                  }
                },
                "text": {
                  "$value": "{color.text.primary}"
                },
                "indicator": {
                  "$value": "{system.orange}"
                }
              },
              "error": {
                "background": {
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      1.0,
                      0.2314,
                      0.1882
                    ],
                    "alpha": 0.22,
                    "hex": "#ff3b30"
                  },
                  "$description": "Red at 0.22 opacity, over the surface it sits on.",
                  "$extensions": {
                    "org.composableclarity.systemColor": {
                      "swiftUI": "red",
                      "opacity": 0.22
                    },
                    "org.composableclarity.modes": {
                      "theme:dark": {
                        "colorSpace": "srgb",
                        "components": [
                          1.0,
                          0.2706,
                          0.2275
                        ],
                        "alpha": 0.22,
                        "hex": "#ff453a"
                      },
                      "contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          0.8431,
                          0.0,
                          0.0824
                        ],
                        "alpha": 0.22,
                        "hex": "#d70015"
                      },
                      "theme:dark,contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          1.0,
                          0.4118,
                          0.3804
                        ],
                        "alpha": 0.22,
                        "hex": "#ff6961"
                      }
                    }
                  }
                },
                "text": {
                  "$value": "{color.text.primary}"
                },
                "indicator": {
                  "$value": "{system.red}"
                }
              },
              "success": {
                "background": {
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      0.2039,
                      0.7804,
                      0.349
                    ],
                    "alpha": 0.2,
                    "hex": "#34c759"
                  },
                  "$description": "Green at 0.2 opacity, over the surface it sits on.",
                  "$extensions": {
                    "org.composableclarity.systemColor": {
                      "swiftUI": "green",
                      "opacity": 0.2
                    },
                    "org.composableclarity.modes": {
                      "theme:dark": {
                        "colorSpace": "srgb",
                        "components": [
                          0.1882,
                          0.8196,
                          0.3451
                        ],
                        "alpha": 0.2,
                        "hex": "#30d158"
                      },
                      "contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          0.1412,
                          0.5412,
                          0.2392
                        ],
                        "alpha": 0.2,
                        "hex": "#248a3d"
                      },
                      "theme:dark,contrast:increased": {
                        "colorSpace": "srgb",
                        "components": [
                          0.1882,
                          0.8588,
                          0.3569
                        ],
                        "alpha": 0.2,
                        "hex": "#30db5b"
                      }
                    }
                  }
                },
                "text": {
                  "$value": "{color.text.primary}"
                },
                "indicator": {
                  "$value": "{system.green}"
                }
              }
            }
          },
          "spacing": {
            "$type": "dimension",
            "s": {
              "$value": {
                "value": 8,
                "unit": "px"
              }
            },
            "m": {
              "$value": {
                "value": 12,
                "unit": "px"
              }
            },
            "l": {
              "$value": {
                "value": 16,
                "unit": "px"
              }
            },
            "xl": {
              "$value": {
                "value": 24,
                "unit": "px"
              }
            },
            "platformDefault": {
              "$value": "{spacing.l}",
              "$description": "Default spacing: l (16) on iOS and iPadOS, m (12) on macOS.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "platform:macOS": "{spacing.m}"
                }
              }
            },
            "adaptive": {
              "$value": "{spacing.m}",
              "$description": "Adaptive padding: s in a compact size class, m in a regular one; m on macOS.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "sizeClass:compact": "{spacing.s}",
                  "platform:macOS,sizeClass:compact": "{spacing.m}"
                }
              }
            }
          },
          "radius": {
            "$type": "dimension",
            "card": {
              "$value": {
                "value": 10,
                "unit": "px"
              }
            },
            "chip": {
              "$value": {
                "value": 999,
                "unit": "px"
              },
              "$description": "A capsule. 999 is the sentinel; generators draw Capsule().",
              "$extensions": {
                "org.composableclarity.shape": "capsule"
              }
            },
            "small": {
              "$value": {
                "value": 6,
                "unit": "px"
              }
            }
          },
          "size": {
            "$type": "dimension",
            "hitTarget": {
              "$value": {
                "value": 44,
                "unit": "px"
              },
              "$description": "The smallest touch target: 44 × 44 pt."
            }
          },
          "font": {
            "family": {
              "$type": "fontFamily",
              "system": {
                "$value": [
                  "SF Pro",
                  "system-ui",
                  "Helvetica Neue",
                  "Helvetica",
                  "Arial",
                  "sans-serif"
                ]
              },
              "mono": {
                "$value": [
                  "SF Mono",
                  "ui-monospace",
                  "Menlo",
                  "monospace"
                ]
              }
            },
            "weight": {
              "$type": "fontWeight",
              "regular": {
                "$value": 400
              },
              "semibold": {
                "$value": 600
              },
              "bold": {
                "$value": 700
              }
            },
            "label": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "$ref": "#/typography/caption2/$value/fontSize"
                },
                "fontWeight": "{font.weight.semibold}",
                "letterSpacing": {
                  "$ref": "#/typography/caption2/$value/letterSpacing"
                },
                "lineHeight": {
                  "$ref": "#/typography/caption2/$value/lineHeight"
                }
              },
              "$description": "Caption 2, semibold.",
              "$extensions": {
                "org.composableclarity.textStyle": "caption2"
              }
            },
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "$ref": "#/typography/body/$value/fontSize"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "$ref": "#/typography/body/$value/letterSpacing"
                },
                "lineHeight": {
                  "$ref": "#/typography/body/$value/lineHeight"
                }
              },
              "$description": "Body.",
              "$extensions": {
                "org.composableclarity.textStyle": "body"
              }
            },
            "title": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "$ref": "#/typography/title3/$value/fontSize"
                },
                "fontWeight": "{font.weight.semibold}",
                "letterSpacing": {
                  "$ref": "#/typography/title3/$value/letterSpacing"
                },
                "lineHeight": {
                  "$ref": "#/typography/title3/$value/lineHeight"
                }
              },
              "$description": "Title 3, semibold.",
              "$extensions": {
                "org.composableclarity.textStyle": "title3"
              }
            }
          },
          "typography": {
            "$type": "typography",
            "$description": "The eleven Apple text styles at the default Dynamic Type size (iOS, with the SF Pro tracking of each size) and macOS sizes.",
            "largeTitle": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 34,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": 0.4,
                  "unit": "px"
                },
                "lineHeight": 1.2059
              },
              "$extensions": {
                "org.composableclarity.textStyle": "largeTitle",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 26,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.2308
                  }
                }
              }
            },
            "title1": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 28,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": 0.38,
                  "unit": "px"
                },
                "lineHeight": 1.2143
              },
              "$extensions": {
                "org.composableclarity.textStyle": "title1",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 22,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.1818
                  }
                }
              }
            },
            "title2": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 22,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": -0.26,
                  "unit": "px"
                },
                "lineHeight": 1.2727
              },
              "$extensions": {
                "org.composableclarity.textStyle": "title2",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 17,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.2941
                  }
                }
              }
            },
            "title3": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 20,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": -0.45,
                  "unit": "px"
                },
                "lineHeight": 1.25
              },
              "$extensions": {
                "org.composableclarity.textStyle": "title3",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 15,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.3333
                  }
                }
              }
            },
            "headline": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 17,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.semibold}",
                "letterSpacing": {
                  "value": -0.43,
                  "unit": "px"
                },
                "lineHeight": 1.2941
              },
              "$extensions": {
                "org.composableclarity.textStyle": "headline",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 13,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.bold}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.2308
                  }
                }
              }
            },
            "body": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 17,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": -0.43,
                  "unit": "px"
                },
                "lineHeight": 1.2941
              },
              "$extensions": {
                "org.composableclarity.textStyle": "body",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 13,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.2308
                  }
                }
              }
            },
            "callout": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 16,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": -0.31,
                  "unit": "px"
                },
                "lineHeight": 1.3125
              },
              "$extensions": {
                "org.composableclarity.textStyle": "callout",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 12,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.25
                  }
                }
              }
            },
            "subheadline": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 15,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": -0.23,
                  "unit": "px"
                },
                "lineHeight": 1.3333
              },
              "$extensions": {
                "org.composableclarity.textStyle": "subheadline",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 11,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.2727
                  }
                }
              }
            },
            "footnote": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 13,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": -0.08,
                  "unit": "px"
                },
                "lineHeight": 1.3846
              },
              "$extensions": {
                "org.composableclarity.textStyle": "footnote",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 10,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.3
                  }
                }
              }
            },
            "caption1": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 12,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": 0,
                  "unit": "px"
                },
                "lineHeight": 1.3333
              },
              "$extensions": {
                "org.composableclarity.textStyle": "caption1",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 10,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.3
                  }
                }
              }
            },
            "caption2": {
              "$value": {
                "fontFamily": "{font.family.system}",
                "fontSize": {
                  "value": 11,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": 0.06,
                  "unit": "px"
                },
                "lineHeight": 1.1818
              },
              "$extensions": {
                "org.composableclarity.textStyle": "caption2",
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": {
                      "value": 10,
                      "unit": "px"
                    },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": {
                      "value": 0,
                      "unit": "px"
                    },
                    "lineHeight": 1.3
                  }
                }
              }
            }
          },
          "easing": {
            "$type": "cubicBezier",
            "easeInOut": {
              "$value": [
                0.42,
                0,
                0.58,
                1
              ]
            },
            "easeOut": {
              "$value": [
                0,
                0,
                0.58,
                1
              ]
            },
            "linear": {
              "$value": [
                0,
                0,
                1,
                1
              ]
            }
          },
          "animation": {
            "$type": "transition",
            "quick": {
              "$value": {
                "duration": {
                  "value": 150,
                  "unit": "ms"
                },
                "delay": {
                  "value": 0,
                  "unit": "ms"
                },
                "timingFunction": "{easing.easeOut}"
              },
              "$description": "Snappy spring, 0.15 s. The ease-out curve stands in for tools that cannot play springs. Reduce Motion: no animation.",
              "$extensions": {
                "org.composableclarity.spring": {
                  "preset": "snappy",
                  "bounce": 0.15
                },
                "org.composableclarity.modes": {
                  "motion:reduced": {
                    "duration": {
                      "value": 0,
                      "unit": "ms"
                    },
                    "delay": {
                      "value": 0,
                      "unit": "ms"
                    },
                    "timingFunction": "{easing.linear}"
                  }
                }
              }
            },
            "medium": {
              "$value": {
                "duration": {
                  "value": 250,
                  "unit": "ms"
                },
                "delay": {
                  "value": 0,
                  "unit": "ms"
                },
                "timingFunction": "{easing.easeInOut}"
              },
              "$description": "Ease in and out, 0.25 s. Reduce Motion: a cross-fade with the same timing.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "motion:reduced": {
                    "duration": {
                      "value": 250,
                      "unit": "ms"
                    },
                    "delay": {
                      "value": 0,
                      "unit": "ms"
                    },
                    "timingFunction": "{easing.easeInOut}"
                  }
                }
              }
            }
          },
          "shadow": {
            "$type": "shadow",
            "$description": "Card elevations. Blur is the CSS blur radius; SwiftUI's shadow radius is half of it.",
            "none": {
              "$value": {
                "color": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.0,
                    0.0
                  ],
                  "alpha": 0,
                  "hex": "#000000"
                },
                "offsetX": {
                  "value": 0,
                  "unit": "px"
                },
                "offsetY": {
                  "value": 0,
                  "unit": "px"
                },
                "blur": {
                  "value": 0,
                  "unit": "px"
                },
                "spread": {
                  "value": 0,
                  "unit": "px"
                }
              }
            },
            "low": {
              "$value": {
                "color": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.0,
                    0.0
                  ],
                  "alpha": 0.08,
                  "hex": "#000000"
                },
                "offsetX": {
                  "value": 0,
                  "unit": "px"
                },
                "offsetY": {
                  "value": 1,
                  "unit": "px"
                },
                "blur": {
                  "value": 4,
                  "unit": "px"
                },
                "spread": {
                  "value": 0,
                  "unit": "px"
                }
              }
            },
            "medium": {
              "$value": {
                "color": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.0,
                    0.0
                  ],
                  "alpha": 0.12,
                  "hex": "#000000"
                },
                "offsetX": {
                  "value": 0,
                  "unit": "px"
                },
                "offsetY": {
                  "value": 4,
                  "unit": "px"
                },
                "blur": {
                  "value": 12,
                  "unit": "px"
                },
                "spread": {
                  "value": 0,
                  "unit": "px"
                }
              }
            },
            "high": {
              "$value": {
                "color": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.0,
                    0.0
                  ],
                  "alpha": 0.16,
                  "hex": "#000000"
                },
                "offsetX": {
                  "value": 0,
                  "unit": "px"
                },
                "offsetY": {
                  "value": 8,
                  "unit": "px"
                },
                "blur": {
                  "value": 24,
                  "unit": "px"
                },
                "spread": {
                  "value": 0,
                  "unit": "px"
                }
              }
            }
          },
          "component": {
            "badge": {
              "padding": {
                "$type": "dimension",
                "vertical": {
                  "$value": {
                    "value": 4,
                    "unit": "px"
                  },
                  "$description": "s / 2."
                },
                "horizontal": {
                  "$value": "{spacing.m}"
                }
              },
              "radius": {
                "$value": "{radius.chip}"
              },
              "font": {
                "$value": "{font.label}"
              }
            },
            "indicator": {
              "size": {
                "mini": {
                  "$value": "{spacing.s}"
                },
                "small": {
                  "$value": "{spacing.m}"
                },
                "medium": {
                  "$value": "{spacing.l}"
                }
              },
              "halo": {
                "$type": "dimension",
                "$value": {
                  "value": 4,
                  "unit": "px"
                },
                "$description": "s / 2: the ring of the level's status background around the dot."
              },
              "hitTarget": {
                "$value": "{size.hitTarget}"
              }
            },
            "card": {
              "radius": {
                "$value": "{radius.card}"
              },
              "padding": {
                "$value": "{spacing.adaptive}"
              },
              "background": {
                "$value": "{color.background.tertiary}",
                "$description": "Drawn when the material background is unavailable (Reduce Transparency).",
                "$extensions": {
                  "org.composableclarity.material": "regular"
                }
              },
              "elevation": {
                "none": {
                  "$value": "{shadow.none}"
                },
                "low": {
                  "$value": "{shadow.low}"
                },
                "medium": {
                  "$value": "{shadow.medium}"
                },
                "high": {
                  "$value": "{shadow.high}"
                }
              }
            },
            "keyValueRow": {
              "keyFont": {
                "$value": "{font.label}"
              },
              "valueFont": {
                "$value": "{font.body}"
              },
              "spacing": {
                "$value": "{spacing.m}"
              }
            },
            "sectionHeader": {
              "font": {
                "$value": "{font.title}"
              },
              "padding": {
                "top": {
                  "$value": "{spacing.l}"
                },
                "bottom": {
                  "$value": "{spacing.s}"
                }
              }
            },
            "copyableText": {
              "font": {
                "$value": "{font.body}"
              },
              "spacing": {
                "$value": "{spacing.s}"
              },
              "hitTarget": {
                "$value": "{size.hitTarget}"
              }
            }
          }
        }
        """#

    /// Parses the built-in Composable Clarity token set (``composableClarityJSON``).
    ///
    /// ```swift
    /// let doc = try TokenDocument.composableClarity()
    /// let card = try doc.resolve(mode: ["theme": "dark"])["radius.card"]  // 10 px
    /// ```
    ///
    /// - Throws: ``TokenError`` only if the built-in JSON were invalid; a test proves it is not.
    public static func composableClarity() throws(TokenError) -> TokenDocument {
        try TokenDocument(jsonString: composableClarityJSON)
    }
}
