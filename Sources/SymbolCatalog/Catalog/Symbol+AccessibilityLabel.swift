extension Symbol {
    /// The symbol's name spoken the way a VoiceOver user expects: `"heart, filled"` for `heart.fill`.
    ///
    /// See ``accessibilityLabel(for:)`` for the rules.
    public var accessibilityLabel: String { Self.accessibilityLabel(for: name) }

    /// An accessibility label for any SF Symbols name, for `accessibilityLabel(_:)` in SwiftUI or
    /// `accessibilityLabel` in UIKit and AppKit.
    ///
    /// ```swift
    /// Symbol.accessibilityLabel(for: "square.and.arrow.up")         // "square and arrow up"
    /// Symbol.accessibilityLabel(for: "person.crop.circle.badge.plus") // "person crop in circle with plus badge"
    /// Symbol.accessibilityLabel(for: "bell.slash.fill")              // "bell, slashed, filled"
    /// ```
    ///
    /// The name is read part by part (parts are separated by dots), following these rules:
    /// - **States last, after a comma:** `fill` becomes ", filled" and `slash` ", slashed", wherever
    ///   they stand; a trailing `rtl` becomes ", right to left" and a locale suffix of a localized
    ///   variant its language (", Arabic").
    /// - **Badges:** the parts after `badge` name the badge: `person.badge.plus` is "person with plus
    ///   badge" (`trianglebadge` and `circlebadge` give "triangle badge" and "circle badge").
    /// - **Enclosures:** a shape closing the name after another part is where the rest sits:
    ///   `heart.circle` is "heart in circle", `exclamationmark.triangle` "exclamation mark in
    ///   triangle"; a shape after `and`, `on`, `to` or `with` stays as written (`square.on.circle`).
    /// - **Words run together** are split (`magnifyingglass` → "magnifying glass"), Apple's product
    ///   names keep their spelling (`icloud` → "iCloud") and abbreviations are spelled out or capitalized
    ///   (`pip` → "picture in picture", `sos` → "SOS").
    /// - **Numbers and letters:** digits stay digits; `2x2` is "2 by 2", `100percent` "100 percent",
    ///   `3d` "3D", `gen2` "generation 2", `l1` "L1"; a single letter is capitalized (`a.circle` →
    ///   "A in circle") so it is read as the letter, not the article.
    ///
    /// The label is lowercase apart from names, abbreviations and letters, as the public contract fixes
    /// (`"heart, filled"`), so it reads well inside a longer phrase. Apple's guidance for a label that
    /// stands alone is to start it with a capital letter; capitalize the first letter where the label
    /// is used on its own.
    /// - Complexity: O(*n*) in the length of the name.
    public static func accessibilityLabel(for name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        var states: [String] = []
        if parts.count > 1, let last = parts.last, let language = Self.spokenLocales[last] {
            parts.removeLast()
            states.append(language)
        }
        var filled = false
        var slashed = false
        var kept: [String] = []
        for (offset, part) in parts.enumerated() {
            if offset > 0 && part == "fill" {
                filled = true
            } else if offset > 0 && part == "slash" {
                slashed = true
            } else {
                kept.append(part)
            }
        }
        if filled { states.insert("filled", at: 0) }
        if slashed { states.insert("slashed", at: 0) }

        var subject = kept
        var badge: [String]?
        var badgeNoun = "badge"
        if let start = kept.indices.dropFirst().first(where: { Self.badgeNouns[kept[$0]] != nil }) {
            badgeNoun = Self.badgeNouns[kept[start]] ?? badgeNoun
            subject = Array(kept[..<start])
            badge = Array(kept[(start + 1)...])
        }
        var enclosure: String?
        if subject.count >= 2, let last = subject.last, Self.enclosures.contains(last),
            !Self.joiningWords.contains(subject[subject.count - 2])
        {
            enclosure = last
            subject.removeLast()
        }

        var label = subject.map(Self.spoken).joined(separator: " ")
        if let enclosure { label += " in " + enclosure }
        if let badge {
            let content = badge.map(Self.spoken).joined(separator: " ")
            label += " with " + (content.isEmpty ? badgeNoun : content + " " + badgeNoun)
        }
        for state in states { label += ", " + state }
        return label.isEmpty ? Self.spoken(name) : label
    }

    /// One name part as it is spoken.
    static func spoken(_ part: String) -> String {
        if let phrase = spokenParts[part] { return phrase }
        let bytes = Array(part.utf8)
        let digits = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
        let letters = bytes.prefix { $0 >= 0x61 && $0 <= 0x7A }.count
        if bytes.count == 1 && letters == 1 { return part.uppercased() }
        if digits > 0 && digits < bytes.count {
            let number = String(part.prefix(digits))
            let rest = String(part.dropFirst(digits))
            if rest == "percent" { return number + " percent" }
            if rest.count == 1 { return number + rest.uppercased() }
            if rest.hasPrefix("x"), rest.count > 1, rest.dropFirst().allSatisfy(\.isNumber) {
                return number + " by " + rest.dropFirst()
            }
            return number + " " + spoken(rest)
        }
        if letters > 0 && letters < bytes.count && bytes[letters...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            let word = String(part.prefix(letters))
            let number = String(part.dropFirst(letters))
            if let phrase = spokenParts[word] { return phrase + " " + number }
            return letters <= 2 ? word.uppercased() + number : word + " " + number
        }
        if part.count > 4, part.hasSuffix("sign") {
            return spoken(String(part.dropLast(4))) + " sign"
        }
        return part
    }

    /// Shapes that enclose the rest of a name when they close it.
    static let enclosures: Set<String> = [
        "circle", "square", "rectangle", "diamond", "hexagon", "octagon", "pentagon", "shield", "seal", "capsule",
        "triangle", "oval",
    ]

    /// Words after which a shape is a second object rather than an enclosure.
    static let joiningWords: Set<String> = ["and", "on", "to", "with", "in", "of", "from"]

    /// Parts that start a badge, with the noun the badge is called by.
    static let badgeNouns: [String: String] = [
        "badge": "badge", "trianglebadge": "triangle badge", "circlebadge": "circle badge",
    ]

    /// The languages of Apple's localized-variant suffixes, and the right-to-left variant.
    static let spokenLocales: [String: String] = [
        "ar": "Arabic", "bn": "Bangla", "el": "Greek", "gu": "Gujarati", "he": "Hebrew", "hi": "Hindi",
        "ja": "Japanese", "km": "Khmer", "kn": "Kannada", "ko": "Korean", "ml": "Malayalam", "mni": "Meitei",
        "mr": "Marathi", "my": "Burmese", "or": "Odia", "pa": "Punjabi", "ru": "Russian", "sat": "Santali",
        "si": "Sinhala", "ta": "Tamil", "te": "Telugu", "th": "Thai", "zh": "Chinese", "rtl": "right to left",
    ]

    /// Name parts spoken differently from how they are written: words run together, product names
    /// and abbreviations. Built from ``spokenPartTable``: a line is the spoken phrase, whose letters
    /// without spaces and hyphens, in lowercase, are the part (`iCloud` is `icloud`); `part=phrase`
    /// gives a part that the phrase does not spell.
    static let spokenParts: [String: String] = {
        var table: [String: String] = [:]
        for line in spokenPartTable.split(separator: "\n") {
            let entry = line.split(separator: "=", maxSplits: 1)
            if entry.count == 2 {
                table[String(entry[0])] = String(entry[1])
            } else {
                let key = line.lowercased().filter { $0 != " " && $0 != "-" }
                table[key] = String(line)
            }
        }
        return table
    }()

    /// The table behind ``spokenParts``; every entry is a part of an SF Symbols 7.2 name.
    static let spokenPartTable = """
        ABS
        AC
        Africa
        AirPlay
        AirPod
        AirPods
        AirTag
        AQI
        ARKit
        American
        Americas
        Arabic
        Asia
        Australia
        Australian
        AV
        App Clip
        Apple Pencil
        AppleScript
        Apple TV
        Apple TV remote
        Apple Watch
        Bezier curve
        Bonjour
        CCS
        Celsius
        CHAdeMO
        CPU
        D-pad
        DC
        Desk View
        Digital Crown
        Duployan
        EarPods
        ECG
        Europe
        eSIM
        EV
        Face ID
        Fahrenheit
        Fibre Channel
        Fit Pro
        GB
        HomeKit
        HomePod
        Home button
        I-beam
        iCloud
        iPad
        iPhone
        iPod
        IV fluid
        LB
        LC
        LED
        Live Photo
        LM
        LSB
        LT
        Mac mini
        Mac Pro
        Mac Studio
        Mac window
        MacBook
        MagSafe
        Magic Mouse
        NACS
        Optic ID
        PC
        Personal Hotspot
        Pilates
        PlayStation
        Powerbeats
        QR code
        RAID
        RB
        RM
        RSB
        RT
        S-curve path
        SD card
        SIM card
        Shared with You
        SharePlay
        Shazam
        Siri
        Smart Battery Case
        SOS
        Solo Buds
        Studio Buds
        SUV
        Sutton
        SwiftData
        T-shirt
        Time Machine
        Touch ID
        TSA
        TV
        U-turn
        UI window
        USB
        VoiceOver
        Wi-Fi
        Xbox
        Xserve
        ZL
        ZR
        airplane seat
        align center
        align left
        align right
        alternating current
        angled bottom
        angled top
        app window
        archive box
        arrow keys
        arrow shape
        arrow triangle
        arrow triangles
        art frame
        aspect ratio
        auto start stop
        battery block
        battery pack
        bottom half
        bottom leading
        bottom left
        bottom middle
        bottom right
        bottom right half
        bottom right quarter
        bottom third
        bottom trailing
        brake signal
        cable car
        candy bar phone
        caps lock
        capsule path
        car seat
        cellular bars
        charging case
        check mark
        circle badge
        computer mouse
        contextual menu
        control handles
        cool down
        credit card
        cross-country
        curly braces
        curve path
        desk clock
        desktop computer
        diagonal line
        direct current
        dot matrix
        dotted line
        dotted underline
        double-decker
        double tap
        down trend
        exclamation mark
        external drive
        extra large
        face mask
        fax machine
        file menu
        flat trend
        flip phone
        form-fitting
        forward slash
        fuel pump
        game controller
        gear shape
        gift card
        glow plug
        graduation cap
        greater than
        greater than or equal to
        greeting card
        guide point
        half full
        hearing device
        heavy rain
        hexagon grid
        hexagon path
        hi-fi receiver
        hi-fi speaker
        high intensity
        holding hands
        internal drive
        interval training
        jump rope
        lanyard card
        laptop computer
        leading half
        leading third
        left half
        left third
        less than
        less than or equal to
        license plate
        life preserver
        light bulb
        light rail
        light spectrum
        light switch
        line weight
        magnifying glass
        map pin
        media box
        media stick
        memory chip
        menu bar
        menu card
        middle left
        middle right
        middle third
        moon phase
        motion lines
        movie clapper
        multi-spot
        not equal
        oil can
        one-handed
        optical disc
        optical disc drive
        paddle shifter
        paint palette
        paper clip
        paper plane
        parking light
        paw print
        piano keys
        placeholder text
        play pause
        plus minus
        power cord
        power meter
        power off
        power on
        power outlet
        power plug
        power sleep
        puzzle piece
        quarter note
        question mark
        quote level
        radio waves
        recording tape
        rectangle path
        rich text
        right half
        right third
        right triangle
        rounded bottom
        rounded top
        rugby ball
        running pace
        safety cone
        scale mass
        seat belt
        shipping box
        shoe prints
        side jet
        six-speed
        slow-mo
        small circle
        soccer ball
        social dance
        spatial audio
        sports court
        square path
        square root
        square shape
        star of life
        steering wheel
        strength training
        student desk
        swatch palette
        table cells
        tai chi
        takeout bag
        teddy bear
        tennis ball
        test tube
        text box
        text format
        theater mask
        theater masks
        thumbs down
        thumbs up
        time-lapse
        tire pressure
        toggle power
        top half
        top leading
        top left
        top middle
        top right
        top third
        top trailing
        trailing half
        trailing third
        triangle badge
        triangle head
        triangle path
        triangle shape
        tropical storm
        tuning fork
        ultra wide
        up trend
        video projector
        warning light
        watch face
        water bottle
        water polo
        wide brim
        x mark
        x-axis
        xy-axis
        y-axis
        Australian dollar
        Brazilian real
        Chinese yuan renminbi
        colon currency
        Danish krone
        euro zone
        Indian rupee
        Malaysian ringgit
        Norwegian krone
        Peruvian soles
        Polish zloty
        Singapore dollar
        Swedish krona
        Turkish lira
        wrong way
        ckeckmark=check mark
        fn=function
        fx=f of x
        gen=generation
        kph=kilometers per hour
        mph=miles per hour
        pano=panorama
        pip=picture in picture
        zzz=Z Z Z
        """
}
