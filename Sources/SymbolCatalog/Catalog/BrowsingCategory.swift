/// Our own browsing categories: fifteen topics that group Apple's 27 categories and give every
/// uncategorized symbol a topic when one fits its name.
///
/// Apple files 489 current symbols under no category at all (`square.and.arrow.up` among them), so a
/// browser built on Apple's categories alone shows them only under "All". ``BrowsingCategory`` maps
/// Apple's keys onto broader topics and adds name rules (`arrow` → ``arrows``, `person` →
/// ``humanAndBody``, …) so such symbols land where people look for them.
public enum BrowsingCategory: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Messages, phones, mail, connectivity.
    case communication
    /// Weather and sky.
    case weather
    /// Objects, tools, devices, home and security.
    case objectsAndTools
    /// Vehicles, maps and travel.
    case transportation
    /// Plants, animals and landscapes.
    case nature
    /// People, body parts and accessibility.
    case humanAndBody
    /// Game controllers and play.
    case gaming
    /// Health and fitness.
    case healthAndFitness
    /// Money, shopping and business.
    case commerce
    /// Text formatting, letters, numbers, media playback and photos.
    case textAndMedia
    /// Editing tools.
    case editing
    /// Mathematics, science and time.
    case mathAndScience
    /// Basic shapes.
    case shapes
    /// Arrows and chevrons.
    case arrows
    /// Every symbol.
    case all

    /// The label a browser shows, for example `"Objects & Tools"`.
    public var label: String {
        switch self {
        case .communication: "Communication"
        case .weather: "Weather"
        case .objectsAndTools: "Objects & Tools"
        case .transportation: "Transportation"
        case .nature: "Nature"
        case .humanAndBody: "Human & Body"
        case .gaming: "Gaming"
        case .healthAndFitness: "Health & Fitness"
        case .commerce: "Commerce"
        case .textAndMedia: "Text & Media"
        case .editing: "Editing"
        case .mathAndScience: "Math & Science"
        case .shapes: "Shapes"
        case .arrows: "Arrows"
        case .all: "All Symbols"
        }
    }

    /// The label.
    public var description: String { label }

    var bit: UInt16 { 1 << UInt16(Self.allCases.firstIndex(of: self) ?? 0) }

    /// The topic for one of Apple's category keys, or `nil` for pseudo-categories and unknown keys.
    public static func forAppleCategory(_ key: String) -> BrowsingCategory? {
        appleMapping[key]
    }

    private static let appleMapping: [String: BrowsingCategory] = [
        "communication": .communication, "connectivity": .communication,
        "weather": .weather,
        "objectsandtools": .objectsAndTools, "devices": .objectsAndTools, "home": .objectsAndTools,
        "privacyandsecurity": .objectsAndTools, "keyboard": .objectsAndTools,
        "transportation": .transportation, "automotive": .transportation, "maps": .transportation,
        "nature": .nature,
        "human": .humanAndBody, "accessibility": .humanAndBody,
        "gaming": .gaming,
        "health": .healthAndFitness, "fitness": .healthAndFitness,
        "commerce": .commerce,
        "textformatting": .textAndMedia, "media": .textAndMedia, "cameraandphotos": .textAndMedia,
        "indices": .textAndMedia,
        "editing": .editing,
        "math": .mathAndScience, "time": .mathAndScience,
        "shapes": .shapes,
        "arrows": .arrows,
    ]

    /// Name parts that place a symbol in a topic whatever Apple says.
    private static let nameRules: [String: BrowsingCategory] = {
        var rules: [String: BrowsingCategory] = [:]
        func add(_ words: String, _ category: BrowsingCategory) {
            for word in words.split(separator: " ") { rules[String(word)] = category }
        }
        add("arrow arrows arrowshape arrowtriangle chevron arrowtriangles", .arrows)
        add(
            "message bubble envelope phone video mic microphone antenna wifi megaphone bell quote at paperplane teletype network",
            .communication)
        add("cloud sun moon snowflake wind tornado hurricane thermometer umbrella rainbow smoke", .weather)
        add(
            "trash folder doc document paperclip pencil scissors hammer wrench gearshape gear lock key lightbulb "
                + "tray archivebox book books bookmark tag flag pin printer keyboard desktopcomputer laptopcomputer "
                + "display iphone ipad applewatch airpods tv speaker headphones battery powerplug cable externaldrive "
                + "internaldrive opticaldiscdrive cpu memorychip camera shippingbox bag cart lamp sofa bed chair "
                + "fan house building shield eye", .objectsAndTools)
        add(
            "car bus tram train airplane bicycle scooter sailboat ferry fuelpump steeringwheel map mappin location",
            .transportation)
        add(
            "leaf tree flame drop bolt hare tortoise bird fish ant ladybug pawprint lizard dog cat globe mountain",
            .nature)
        add("person figure hand hands ear nose mouth brain face eyebrow eyes lungs accessibility", .humanAndBody)
        add("gamecontroller dice puzzlepiece playstation xbox", .gaming)
        add("heart cross pills stethoscope bandage medical syringe dumbbell", .healthAndFitness)
        add("dollarsign eurosign creditcard banknote giftcard cart basket storefront chart", .commerce)
        add(
            "text textformat character play pause stop forward backward film photo music note paragraph list "
                + "a b c abc textbox captions", .textAndMedia)
        add("pencil eraser highlighter lasso scribble crop wand rotate paintbrush", .editing)
        add(
            "plus minus multiply divide equal function sum squareroot percent number clock timer stopwatch "
                + "atom compass", .mathAndScience)
        add(
            "circle square rectangle triangle diamond hexagon octagon oval capsule seal shield pentagon "
                + "rhombus", .shapes)
        add("mail airplay shazam podcasts", .communication)
        add("moonrise moonset zzz heat", .weather)
        add(
            "app appclip macwindow sidebar widget tablecells uiwindow viewfinder pip gauge barcode qrcode grid safari "
                + "finder zipper page pages richtext flowchart swift swiftdata applescript terminal power poweron "
                + "poweroff powersleep togglepower restart wake sleep progress target filemenu helm arkit opticid "
                + "checkmark xmark ellipsis placeholdertext purchased", .objectsAndTools)
        add(
            "asterisk exclamationmark questionmark fx fn parentheses curlybraces measurement info alternatingcurrent "
                + "directcurrent lineweight", .mathAndScience)
        add("timelapse slowmo pano spatial mosaic burst playground image", .textAndMedia)
        add("suit", .gaming)
        add("squareshape cone cylinder pyramid torus cube circlebadge star sparkle sparkles burn rays", .shapes)
        return rules
    }()

    /// Our topics for a symbol: Apple's categories mapped, plus name rules, plus ``all``.
    ///
    /// Name rules apply to every name part; shape words count only when the symbol has no other topic,
    /// because nearly every symbol has a circle or square variant.
    /// - Complexity: O(*p*) for *p* name parts.
    public static func categories(forName name: String, appleKeys: [String]) -> [BrowsingCategory] {
        var topics: UInt16 = 0
        for key in appleKeys { if let topic = appleMapping[key] { topics |= topic.bit } }
        return mask(forName: name, appleTopics: topics).members
    }

    static func mask(forName name: String, appleTopics: UInt16) -> UInt16 {
        var mask = appleTopics
        var shapeOnly: UInt16 = 0
        for part in name.fields(UInt8(ascii: "."), omittingEmpty: true) {
            guard let topic = nameRules[String(part)] else { continue }
            if topic == .shapes { shapeOnly |= topic.bit } else { mask |= topic.bit }
        }
        if mask == 0 { mask = shapeOnly }
        return mask | BrowsingCategory.all.bit
    }
}

extension UInt16 {
    var members: [BrowsingCategory] {
        BrowsingCategory.allCases.filter { self & $0.bit != 0 }
    }
}
