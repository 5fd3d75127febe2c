extension TokenDocument {
    /// Composable Clarity, the built-in token set, as DTCG 2025.10 JSON.
    ///
    /// A Swiss palette (black, white, International Orange `#FF3B30`) with light, dark and
    /// increased-contrast values, iOS / macOS / visionOS densities, spacing on a 4-point grid
    /// with 8-point steps, the eleven Apple text styles, motion curves and springs. The accent
    /// is 3.55:1 on white, so the set declares it for large text and UI components only; the
    /// declared contrast pairs pass ``TokenDocument/auditContrast(pairs:)`` in all twelve modes.
    public static let composableClarityJSON = #"""
        {
          "$description": "Composable Clarity: a Swiss design system. Black, white and International Orange on a 4-point grid with 8-point steps.",
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
                  "macOS",
                  "visionOS"
                ],
                "default": "iOS"
              }
            },
            "org.composableclarity.contrastPairs": [
              {
                "foreground": "color.text.primary",
                "background": "color.surface.base",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.text.primary",
                "background": "color.surface.raised",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.text.secondary",
                "background": "color.surface.base",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.text.secondary",
                "background": "color.surface.raised",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.text.accent",
                "background": "color.surface.base",
                "requirement": "aaLargeText"
              },
              {
                "foreground": "color.text.onAccent",
                "background": "color.accent.$root",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.info.text",
                "background": "color.status.info.background",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.info.indicator",
                "background": "color.surface.base",
                "requirement": "uiComponent"
              },
              {
                "foreground": "color.status.warning.text",
                "background": "color.status.warning.background",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.warning.indicator",
                "background": "color.surface.base",
                "requirement": "uiComponent"
              },
              {
                "foreground": "color.status.error.text",
                "background": "color.status.error.background",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.error.indicator",
                "background": "color.surface.base",
                "requirement": "uiComponent"
              },
              {
                "foreground": "color.status.success.text",
                "background": "color.status.success.background",
                "requirement": "aaNormalText"
              },
              {
                "foreground": "color.status.success.indicator",
                "background": "color.surface.base",
                "requirement": "uiComponent"
              },
              {
                "foreground": "color.border.strong",
                "background": "color.surface.base",
                "requirement": "uiComponent"
              }
            ],
            "org.composableclarity.grid": {
              "unit": 4,
              "step": 8
            }
          },
          "palette": {
            "$type": "color",
            "$description": "The raw palette. Use the semantic colours in color.* rather than these.",
            "black": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  0.0,
                  0.0,
                  0.0
                ],
                "hex": "#000000"
              }
            },
            "white": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  1.0,
                  1.0,
                  1.0
                ],
                "hex": "#ffffff"
              }
            },
            "internationalOrange": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  1.0,
                  0.2314,
                  0.1882
                ],
                "hex": "#ff3b30"
              },
              "$description": "The accent. Only 3.55:1 on white: use it for large text (18 pt, or 14 pt bold), icons, controls and fills, never for body text on white."
            },
            "gray": {
              "50": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.949,
                    0.949,
                    0.949
                  ],
                  "hex": "#f2f2f2"
                }
              },
              "100": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.902,
                    0.902,
                    0.902
                  ],
                  "hex": "#e6e6e6"
                }
              },
              "200": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.8,
                    0.8,
                    0.8
                  ],
                  "hex": "#cccccc"
                }
              },
              "300": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.651,
                    0.651,
                    0.651
                  ],
                  "hex": "#a6a6a6"
                }
              },
              "400": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.549,
                    0.549,
                    0.549
                  ],
                  "hex": "#8c8c8c"
                }
              },
              "600": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.349,
                    0.349,
                    0.349
                  ],
                  "hex": "#595959"
                }
              },
              "700": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.2392,
                    0.2392,
                    0.2392
                  ],
                  "hex": "#3d3d3d"
                }
              },
              "800": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.1725,
                    0.1725,
                    0.1804
                  ],
                  "hex": "#2c2c2e"
                }
              },
              "900": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.1098,
                    0.1098,
                    0.1176
                  ],
                  "hex": "#1c1c1e"
                }
              }
            },
            "blue": {
              "strong": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.3922,
                    1.0
                  ],
                  "hex": "#0064ff"
                }
              },
              "tint": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.902,
                    0.9412,
                    1.0
                  ],
                  "hex": "#e6f0ff"
                }
              },
              "shade": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0392,
                    0.1647,
                    0.3608
                  ],
                  "hex": "#0a2a5c"
                }
              }
            },
            "amber": {
              "strong": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.698,
                    0.3686,
                    0.0
                  ],
                  "hex": "#b25e00"
                }
              },
              "tint": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    1.0,
                    0.9569,
                    0.8392
                  ],
                  "hex": "#fff4d6"
                }
              },
              "shade": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.2902,
                    0.2078,
                    0.0
                  ],
                  "hex": "#4a3500"
                }
              }
            },
            "red": {
              "strong": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    1.0,
                    0.2314,
                    0.1882
                  ],
                  "hex": "#ff3b30"
                }
              },
              "tint": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    1.0,
                    0.898,
                    0.8902
                  ],
                  "hex": "#ffe5e3"
                }
              },
              "shade": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.3608,
                    0.0588,
                    0.0392
                  ],
                  "hex": "#5c0f0a"
                }
              }
            },
            "green": {
              "strong": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.1176,
                    0.5412,
                    0.2353
                  ],
                  "hex": "#1e8a3c"
                }
              },
              "tint": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.8902,
                    0.9608,
                    0.9098
                  ],
                  "hex": "#e3f5e8"
                }
              },
              "shade": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0431,
                    0.2392,
                    0.102
                  ],
                  "hex": "#0b3d1a"
                }
              }
            }
          },
          "color": {
            "$type": "color",
            "text": {
              "primary": {
                "$value": "{palette.black}",
                "$description": "Body text.",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "theme:dark": "{palette.white}"
                  }
                }
              },
              "secondary": {
                "$value": "{palette.gray.600}",
                "$description": "Supporting text.",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "theme:dark": "{palette.gray.300}",
                    "contrast:increased": "{palette.gray.700}",
                    "theme:dark,contrast:increased": "{palette.gray.100}"
                  }
                }
              },
              "accent": {
                "$value": "{palette.internationalOrange}",
                "$description": "Accent text: large text only (3.55:1 on white)."
              },
              "onAccent": {
                "$value": "{palette.black}",
                "$description": "Text on an accent fill (5.92:1)."
              }
            },
            "surface": {
              "base": {
                "$value": "{palette.white}",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "theme:dark": "{palette.black}"
                  }
                }
              },
              "raised": {
                "$value": "{palette.gray.50}",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "theme:dark": "{palette.gray.900}"
                  }
                }
              }
            },
            "accent": {
              "$root": {
                "$value": "{palette.internationalOrange}",
                "$description": "Fills, icons, focus rings and large text."
              }
            },
            "border": {
              "subtle": {
                "$value": "{palette.gray.200}",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "theme:dark": "{palette.gray.800}",
                    "contrast:increased": "{palette.gray.600}",
                    "theme:dark,contrast:increased": "{palette.gray.300}"
                  }
                }
              },
              "strong": {
                "$value": "{palette.gray.600}",
                "$extensions": {
                  "org.composableclarity.modes": {
                    "theme:dark": "{palette.gray.400}",
                    "contrast:increased": "{palette.black}",
                    "theme:dark,contrast:increased": "{palette.white}"
                  }
                }
              }
            },
            "status": {
              "info": {
                "background": {
                  "$value": "{palette.blue.tint}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.blue.shade}"
                    }
                  }
                },
                "text": {
                  "$value": "{palette.black}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.white}"
                    }
                  }
                },
                "indicator": {
                  "$value": "{palette.blue.strong}"
                }
              },
              "warning": {
                "background": {
                  "$value": "{palette.amber.tint}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.amber.shade}"
                    }
                  }
                },
                "text": {
                  "$value": "{palette.black}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.white}"
                    }
                  }
                },
                "indicator": {
                  "$value": "{palette.amber.strong}"
                }
              },
              "error": {
                "background": {
                  "$value": "{palette.red.tint}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.red.shade}"
                    }
                  }
                },
                "text": {
                  "$value": "{palette.black}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.white}"
                    }
                  }
                },
                "indicator": {
                  "$value": "{palette.red.strong}"
                }
              },
              "success": {
                "background": {
                  "$value": "{palette.green.tint}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.green.shade}"
                    }
                  }
                },
                "text": {
                  "$value": "{palette.black}",
                  "$extensions": {
                    "org.composableclarity.modes": {
                      "theme:dark": "{palette.white}"
                    }
                  }
                },
                "indicator": {
                  "$value": "{palette.green.strong}"
                }
              }
            }
          },
          "spacing": {
            "$type": "dimension",
            "$description": "Spacing on a 4-point grid with 8-point steps.",
            "xxs": {
              "$value": {
                "value": 4,
                "unit": "px"
              }
            },
            "xs": {
              "$value": {
                "value": 8,
                "unit": "px"
              }
            },
            "sm": {
              "$value": {
                "value": 12,
                "unit": "px"
              }
            },
            "md": {
              "$value": {
                "value": 16,
                "unit": "px"
              }
            },
            "lg": {
              "$value": {
                "value": 24,
                "unit": "px"
              }
            },
            "xl": {
              "$value": {
                "value": 32,
                "unit": "px"
              }
            },
            "xxl": {
              "$value": {
                "value": 48,
                "unit": "px"
              }
            },
            "inset": {
              "$value": {
                "value": 16,
                "unit": "px"
              },
              "$description": "Content inset; macOS is denser.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "value": 12,
                    "unit": "px"
                  },
                  "platform:visionOS": {
                    "value": 24,
                    "unit": "px"
                  }
                }
              }
            },
            "stack": {
              "$value": {
                "value": 8,
                "unit": "px"
              },
              "$description": "Gap between stacked rows.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "value": 4,
                    "unit": "px"
                  },
                  "platform:visionOS": {
                    "value": 12,
                    "unit": "px"
                  }
                }
              }
            }
          },
          "radius": {
            "$type": "dimension",
            "small": {
              "$value": {
                "value": 4,
                "unit": "px"
              }
            },
            "medium": {
              "$value": {
                "value": 8,
                "unit": "px"
              }
            },
            "large": {
              "$value": {
                "value": 12,
                "unit": "px"
              },
              "$extensions": {
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "value": 8,
                    "unit": "px"
                  },
                  "platform:visionOS": {
                    "value": 16,
                    "unit": "px"
                  }
                }
              }
            },
            "none": {
              "$value": {
                "value": 0,
                "unit": "px"
              },
              "$description": "Swiss default: square corners."
            }
          },
          "control": {
            "$type": "dimension",
            "height": {
              "$value": {
                "value": 44,
                "unit": "px"
              },
              "$description": "Minimum hit target height.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "platform:macOS": {
                    "value": 28,
                    "unit": "px"
                  },
                  "platform:visionOS": {
                    "value": 60,
                    "unit": "px"
                  }
                }
              }
            },
            "borderWidth": {
              "$value": {
                "value": 1,
                "unit": "px"
              },
              "$extensions": {
                "org.composableclarity.modes": {
                  "contrast:increased": {
                    "value": 2,
                    "unit": "px"
                  }
                }
              }
            }
          },
          "opacity": {
            "$type": "number",
            "disabled": {
              "$value": 0.4
            },
            "pressed": {
              "$value": 0.72
            },
            "scrim": {
              "$value": 0.48
            }
          },
          "border": {
            "$type": "border",
            "hairline": {
              "$value": {
                "color": "{color.border.subtle}",
                "width": "{control.borderWidth}",
                "style": "solid"
              }
            },
            "focus": {
              "$value": {
                "color": "{color.accent.$root}",
                "width": {
                  "value": 2,
                  "unit": "px"
                },
                "style": "solid"
              }
            }
          },
          "shadow": {
            "$type": "shadow",
            "raised": {
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
                  "value": 2,
                  "unit": "px"
                },
                "blur": {
                  "value": 8,
                  "unit": "px"
                },
                "spread": {
                  "value": 0,
                  "unit": "px"
                }
              },
              "$extensions": {
                "org.composableclarity.modes": {
                  "theme:dark": {
                    "color": {
                      "colorSpace": "srgb",
                      "components": [
                        0.0,
                        0.0,
                        0.0
                      ],
                      "alpha": 0.48,
                      "hex": "#000000"
                    },
                    "offsetX": {
                      "value": 0,
                      "unit": "px"
                    },
                    "offsetY": {
                      "value": 2,
                      "unit": "px"
                    },
                    "blur": {
                      "value": 8,
                      "unit": "px"
                    },
                    "spread": {
                      "value": 0,
                      "unit": "px"
                    }
                  }
                }
              }
            },
            "overlay": {
              "$value": [
                {
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
                    "value": 2,
                    "unit": "px"
                  },
                  "spread": {
                    "value": 0,
                    "unit": "px"
                  }
                },
                {
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
              ]
            }
          },
          "motion": {
            "duration": {
              "$type": "duration",
              "instant": {
                "$value": {
                  "value": 0,
                  "unit": "ms"
                }
              },
              "fast": {
                "$value": {
                  "value": 150,
                  "unit": "ms"
                }
              },
              "standard": {
                "$value": {
                  "value": 250,
                  "unit": "ms"
                }
              },
              "slow": {
                "$value": {
                  "value": 400,
                  "unit": "ms"
                }
              }
            },
            "easing": {
              "$type": "cubicBezier",
              "standard": {
                "$value": [
                  0.42,
                  0,
                  0.58,
                  1
                ]
              },
              "enter": {
                "$value": [
                  0,
                  0,
                  0.58,
                  1
                ]
              },
              "exit": {
                "$value": [
                  0.42,
                  0,
                  1,
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
            "transition": {
              "$type": "transition",
              "standard": {
                "$value": {
                  "duration": "{motion.duration.standard}",
                  "delay": {
                    "value": 0,
                    "unit": "ms"
                  },
                  "timingFunction": "{motion.easing.standard}"
                }
              }
            },
            "spring": {
              "$description": "Springs as duration and bounce (SwiftUI's smooth, snappy and bouncy).",
              "smooth": {
                "duration": {
                  "$type": "duration",
                  "$value": {
                    "value": 500,
                    "unit": "ms"
                  }
                },
                "bounce": {
                  "$type": "number",
                  "$value": 0
                }
              },
              "snappy": {
                "duration": {
                  "$type": "duration",
                  "$value": {
                    "value": 500,
                    "unit": "ms"
                  }
                },
                "bounce": {
                  "$type": "number",
                  "$value": 0.15
                }
              },
              "bouncy": {
                "duration": {
                  "$type": "duration",
                  "$value": {
                    "value": 500,
                    "unit": "ms"
                  }
                },
                "bounce": {
                  "$type": "number",
                  "$value": 0.3
                }
              }
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
          }
        }
        """#

    /// Parses the built-in Composable Clarity token set (``composableClarityJSON``).
    ///
    /// - Throws: ``TokenError`` only if the built-in JSON were invalid; a test proves it is not.
    public static func composableClarity() throws(TokenError) -> TokenDocument {
        try TokenDocument(jsonString: composableClarityJSON)
    }
}
