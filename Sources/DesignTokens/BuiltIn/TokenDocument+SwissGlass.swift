extension TokenDocument {
    /// Swiss Glass, the look of the book-spine scanning app, as DTCG 2025.10 JSON.
    ///
    /// The values are those of the requirements' "Scanning app" section: background black
    /// `#000000`, text white `#FFFFFF`, accent International Orange `#FF3B30`; JetBrains Mono for
    /// data and IDs from 16 to 24 pt beside SF Pro; radii 12 (cards) and 8 (thumbnails); strokes
    /// of 2 and 4 pt (cards with a 2 pt white stroke, thumbnails with a 2 pt stroke in their state
    /// colour); a white glow at 0.1 opacity with radius 8; motion a spring of 0.2 s and a linear
    /// 0.1 s; and the scan queue's states yellow (uploading), blue (analyzing), green (done) and
    /// gray (offline, queued) in the dark appearance.
    ///
    /// Modifiers: `contrast` (standard, increased) × `motion` (standard, reduced). The page asks
    /// for WCAG AAA: white on black (21:1) is audited at 7:1; the accent is 5.92:1 on black, so
    /// it is declared for large text (4.5:1) and strokes only, and the state colours, which draw
    /// strokes, are audited as UI components (3:1).
    public static let swissGlassJSON = #"""
        {
          "$description": "Swiss Glass, the look of the book-spine scanning app: black, white and International Orange, JetBrains Mono for data and IDs beside SF Pro, 12 and 8 pt radii, 2 and 4 pt strokes, a white glow, quick motion and the scan queue's state colours.",
          "$extensions": {
            "org.composableclarity.modifiers": {
              "contrast": {
                "contexts": [
                  "standard",
                  "increased"
                ],
                "default": "standard"
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
                "background": "color.background",
                "requirement": "aaaNormalText"
              },
              {
                "foreground": "color.accent",
                "background": "color.background",
                "requirement": "aaaLargeText"
              },
              {
                "foreground": "color.state.uploading",
                "background": "color.background",
                "requirement": "uiComponent"
              },
              {
                "foreground": "color.state.analyzing",
                "background": "color.background",
                "requirement": "uiComponent"
              },
              {
                "foreground": "color.state.done",
                "background": "color.background",
                "requirement": "uiComponent"
              },
              {
                "foreground": "color.state.offline",
                "background": "color.background",
                "requirement": "uiComponent"
              }
            ]
          },
          "palette": {
            "$type": "color",
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
              "$description": "#FF3B30: 5.92:1 on black, so large text (AAA 4.5:1), strokes and fills; not body text at AAA 7:1."
            },
            "yellow": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  1.0,
                  0.8392,
                  0.0392
                ],
                "hex": "#ffd60a"
              },
              "$description": "System yellow in the dark appearance (HIG), increased-contrast value under Increase Contrast.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "contrast:increased": {
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
            "blue": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  0.0392,
                  0.5176,
                  1.0
                ],
                "hex": "#0a84ff"
              },
              "$description": "System blue in the dark appearance (HIG), increased-contrast value under Increase Contrast.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "contrast:increased": {
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
            "green": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  0.1882,
                  0.8196,
                  0.3451
                ],
                "hex": "#30d158"
              },
              "$description": "System green in the dark appearance (HIG), increased-contrast value under Increase Contrast.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "contrast:increased": {
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
              "$description": "System gray in the dark appearance (HIG), increased-contrast value under Increase Contrast.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "contrast:increased": {
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
            }
          },
          "color": {
            "$type": "color",
            "background": {
              "$value": "{palette.black}"
            },
            "text": {
              "primary": {
                "$value": "{palette.white}"
              }
            },
            "accent": {
              "$value": "{palette.internationalOrange}"
            },
            "glow": {
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  1.0,
                  1.0,
                  1.0
                ],
                "alpha": 0.1,
                "hex": "#ffffff"
              },
              "$description": "White at 0.1 opacity."
            },
            "state": {
              "$description": "Scan-queue thumbnail states.",
              "uploading": {
                "$value": "{palette.yellow}"
              },
              "analyzing": {
                "$value": "{palette.blue}"
              },
              "done": {
                "$value": "{palette.green}"
              },
              "offline": {
                "$value": "{palette.gray}",
                "$description": "Offline: queued until the network returns."
              }
            }
          },
          "font": {
            "family": {
              "$type": "fontFamily",
              "sans": {
                "$value": [
                  "SF Pro",
                  "system-ui",
                  "Helvetica Neue",
                  "sans-serif"
                ]
              },
              "mono": {
                "$value": [
                  "JetBrains Mono",
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
              "bold": {
                "$value": 700
              }
            },
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.family.sans}",
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
              "$description": "SF Pro at the Body style.",
              "$extensions": {
                "org.composableclarity.textStyle": "body"
              }
            },
            "data": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.family.mono}",
                "fontSize": {
                  "value": 16,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": 0,
                  "unit": "px"
                },
                "lineHeight": 1.3125
              },
              "$description": "JetBrains Mono for data and IDs at the smallest size, 16 pt; scales with Callout.",
              "$extensions": {
                "org.composableclarity.textStyle": "callout"
              }
            },
            "dataLarge": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.family.mono}",
                "fontSize": {
                  "value": 24,
                  "unit": "px"
                },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {
                  "value": 0,
                  "unit": "px"
                },
                "lineHeight": 1.25
              },
              "$description": "JetBrains Mono for data and IDs at the largest size, 24 pt; scales with Title 2.",
              "$extensions": {
                "org.composableclarity.textStyle": "title2"
              }
            }
          },
          "radius": {
            "$type": "dimension",
            "card": {
              "$value": {
                "value": 12,
                "unit": "px"
              }
            },
            "thumbnail": {
              "$value": {
                "value": 8,
                "unit": "px"
              }
            }
          },
          "stroke": {
            "$type": "dimension",
            "regular": {
              "$value": {
                "value": 2,
                "unit": "px"
              }
            },
            "emphasis": {
              "$value": {
                "value": 4,
                "unit": "px"
              }
            }
          },
          "border": {
            "$type": "border",
            "card": {
              "$value": {
                "color": "{color.text.primary}",
                "width": "{stroke.regular}",
                "style": "solid"
              },
              "$description": "Cards: a 2 pt white stroke."
            },
            "emphasis": {
              "$value": {
                "color": "{color.accent}",
                "width": "{stroke.emphasis}",
                "style": "solid"
              }
            },
            "thumbnail": {
              "$description": "Thumbnails: a 2 pt stroke in the state colour.",
              "uploading": {
                "$value": {
                  "color": "{color.state.uploading}",
                  "width": "{stroke.regular}",
                  "style": "solid"
                }
              },
              "analyzing": {
                "$value": {
                  "color": "{color.state.analyzing}",
                  "width": "{stroke.regular}",
                  "style": "solid"
                }
              },
              "done": {
                "$value": {
                  "color": "{color.state.done}",
                  "width": "{stroke.regular}",
                  "style": "solid"
                }
              },
              "offline": {
                "$value": {
                  "color": "{color.state.offline}",
                  "width": "{stroke.regular}",
                  "style": "solid"
                }
              }
            }
          },
          "shadow": {
            "$type": "shadow",
            "glow": {
              "$value": {
                "color": "{color.glow}",
                "offsetX": {
                  "value": 0,
                  "unit": "px"
                },
                "offsetY": {
                  "value": 0,
                  "unit": "px"
                },
                "blur": {
                  "value": 16,
                  "unit": "px"
                },
                "spread": {
                  "value": 0,
                  "unit": "px"
                }
              },
              "$description": "White at 0.1 opacity, SwiftUI radius 8 (CSS blur 16)."
            }
          },
          "easing": {
            "$type": "cubicBezier",
            "linear": {
              "$value": [
                0,
                0,
                1,
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
            }
          },
          "animation": {
            "$type": "transition",
            "spring": {
              "$value": {
                "duration": {
                  "value": 200,
                  "unit": "ms"
                },
                "delay": {
                  "value": 0,
                  "unit": "ms"
                },
                "timingFunction": "{easing.easeOut}"
              },
              "$description": "Spring, 0.2 s, no bounce. Reduce Motion: no animation.",
              "$extensions": {
                "org.composableclarity.spring": {
                  "bounce": 0
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
            "linear": {
              "$value": {
                "duration": {
                  "value": 100,
                  "unit": "ms"
                },
                "delay": {
                  "value": 0,
                  "unit": "ms"
                },
                "timingFunction": "{easing.linear}"
              },
              "$description": "Linear, 0.1 s. Reduce Motion: a cross-fade with the same timing.",
              "$extensions": {
                "org.composableclarity.modes": {
                  "motion:reduced": {
                    "duration": {
                      "value": 100,
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
            }
          }
        }
        """#

    /// Parses the built-in Swiss Glass token set (``swissGlassJSON``).
    ///
    /// ```swift
    /// let doc = try TokenDocument.swissGlass()
    /// let accent = try doc.resolve(mode: [:]).color("color.accent")  // #ff3b30
    /// ```
    ///
    /// - Throws: ``TokenError`` only if the built-in JSON were invalid; a test proves it is not.
    public static func swissGlass() throws(TokenError) -> TokenDocument {
        try TokenDocument(jsonString: swissGlassJSON)
    }
}
