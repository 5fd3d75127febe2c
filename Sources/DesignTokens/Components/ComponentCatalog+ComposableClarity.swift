extension ComponentCatalog {
    /// The status levels of Badge and Indicator.
    static let levels = ["info", "warning", "error", "success"]
    /// Indicator sizes: mini → `spacing.s`, small → `spacing.m`, medium → `spacing.l`.
    static let indicatorSizes = ["mini", "small", "medium"]
    /// Card elevations, each a shadow token.
    static let elevations = ["none", "low", "medium", "high"]

    /// Composable Clarity's components and patterns.
    ///
    /// Each component lists the tokens it takes its values from (the document
    /// ``TokenDocument/composableClarity()`` defines them under `component.*` and `color.status.*`)
    /// and its spoken label: Badge says "{level} badge", Indicator "{Level} indicator — {reason}"
    /// and keeps a hit target of at least 44 × 44 points.
    public static let composableClarity = ComponentCatalog(components: [
        ComponentSpec(
            name: "Badge", summary: "A short status label on a level-coloured, translucent capsule.",
            props: [
                PropSpec("level", .oneOf(levels), required: true, summary: "Status level; picks color.status.<level>."),
                PropSpec("text", .text, required: true, summary: "The label."),
            ], role: "status", children: nil, accessibilityLabel: "{level} badge",
            tokens: [
                .init("component.badge.padding.vertical", .dimension),
                .init("component.badge.padding.horizontal", .dimension),
                .init("component.badge.radius", .dimension),
                .init("component.badge.font", .typography),
                .init("color.status.{level}.background", .color),
                .init("color.status.{level}.text", .color),
            ]),
        ComponentSpec(
            name: "Indicator", summary: "A level-coloured dot with a halo, for state beside other content.",
            props: [
                PropSpec("level", .oneOf(levels), required: true, summary: "Status level; picks the dot's colour."),
                PropSpec(
                    "reason", .text, required: true,
                    summary: "Why the indicator shows; spoken, so the meaning never rests on colour alone."),
                PropSpec("size", .oneOf(indicatorSizes), summary: "Dot size: mini, small (the default) or medium."),
            ], role: "image", children: nil, accessibilityLabel: "{Level} indicator — {reason}",
            tokens: [
                .init("component.indicator.size.{size}", .dimension),
                .init("component.indicator.halo", .dimension),
                .init("component.indicator.hitTarget", .dimension, minimumPoints: 44),
                .init("color.status.{level}.indicator", .color),
                .init("color.status.{level}.background", .color),
            ]),
        ComponentSpec(
            name: "Card", summary: "A raised surface grouping related content.",
            props: [
                PropSpec("title", .text, summary: "Optional heading."),
                PropSpec("elevation", .oneOf(elevations), summary: "Shadow level: none, low, medium or high."),
            ], role: "group", children: [],
            tokens: [
                .init("component.card.radius", .dimension),
                .init("component.card.padding", .dimension),
                .init("component.card.background", .color),
                .init("component.card.elevation.{elevation}", .shadow),
            ]),
        ComponentSpec(
            name: "KeyValueRow", summary: "A label and its value on one line.",
            props: [
                PropSpec("key", .text, required: true, summary: "The label."),
                PropSpec("value", .text, required: true, summary: "The value."),
                PropSpec("copyable", .boolean, summary: "Offer a copy action."),
            ], role: "text", children: nil,
            tokens: [
                .init("component.keyValueRow.keyFont", .typography),
                .init("component.keyValueRow.valueFont", .typography),
                .init("component.keyValueRow.spacing", .dimension),
            ]),
        ComponentSpec(
            name: "SectionHeader", summary: "A heading that starts a section.",
            props: [
                PropSpec("title", .text, required: true, summary: "The heading."),
                PropSpec("subtitle", .text, summary: "Supporting line."),
            ], role: "header", children: nil,
            tokens: [
                .init("component.sectionHeader.font", .typography),
                .init("component.sectionHeader.padding.top", .dimension),
                .init("component.sectionHeader.padding.bottom", .dimension),
            ]),
        ComponentSpec(
            name: "CopyableText", summary: "Selectable text with a copy action.",
            props: [
                PropSpec("text", .text, required: true, summary: "The text."),
                PropSpec("monospaced", .boolean, summary: "Use the monospaced family."),
            ], role: "text", children: nil,
            tokens: [
                .init("component.copyableText.font", .typography),
                .init("component.copyableText.spacing", .dimension),
                .init("component.copyableText.hitTarget", .dimension, minimumPoints: 44),
            ]),
        ComponentSpec(
            name: "InspectorPattern", summary: "A titled column of sections and key–value rows.",
            props: [
                PropSpec("title", .text, required: true, summary: "The inspector's title."),
                PropSpec("width", .token(.dimension), summary: "Preferred width."),
            ], role: "group", children: ["SectionHeader", "KeyValueRow", "CopyableText", "Card", "Badge"]),
        ComponentSpec(
            name: "SidebarPattern", summary: "A navigation list of sections.",
            props: [PropSpec("selection", .text, summary: "The selected item's identifier.")],
            role: "navigation", children: []),
        ComponentSpec(
            name: "ToolbarPattern", summary: "A row of actions.",
            props: [PropSpec("placement", .oneOf(["top", "bottom"]), summary: "Where the toolbar sits.")],
            role: "toolbar", children: []),
        ComponentSpec(
            name: "BoxTreePattern", summary: "Nested boxes showing a hierarchy.",
            props: [
                PropSpec("expanded", .boolean, summary: "Show children."),
                PropSpec("indent", .token(.dimension), summary: "Indent per level."),
            ], role: "tree", children: []),
    ])
}
