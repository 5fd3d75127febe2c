extension Symbol {
    /// How a search found a symbol when the query named it by something other than its current name:
    /// a former name, an SFSafeSymbols case name, or both (`cursorarrowRays`).
    ///
    /// A browser shows it beside the result, for example "formerly cursorarrow, renamed in 7.0".
    ///
    /// ```swift
    /// let hit = SFSymbolCatalog.bundled.search("cursorarrow", limit: 1)[0]
    /// hit.name                                      // "pointer.arrow"
    /// hit.searchMatch?.formerName?.name              // "cursorarrow"
    /// hit.searchMatch?.formerName?.renamedInVersion  // "7.0"
    /// ```
    public struct SearchMatch: Sendable, Hashable {
        /// The former name the query matched, when it matched one.
        public var formerName: FormerName? {
            get { storage.formerName }
            set { storage = Storage(formerName: newValue, safeSymbolCaseName: storage.safeSymbolCaseName) }
        }
        /// The SFSafeSymbols case name the query spelled (`heartFill`, or `cursorarrowRays` for a
        /// former name, which SFSafeSymbols keeps as a deprecated case), when it spelled one.
        public var safeSymbolCaseName: String? {
            get { storage.safeSymbolCaseName }
            set { storage = Storage(formerName: storage.formerName, safeSymbolCaseName: newValue) }
        }

        /// The values live in one immutable heap box so that ``Symbol`` grows by a pointer, not by the
        /// 128 bytes of a former name with its availability: every search result carries the field.
        private var storage: Storage

        /// Creates a match description.
        public init(formerName: FormerName? = nil, safeSymbolCaseName: String? = nil) {
            storage = Storage(formerName: formerName, safeSymbolCaseName: safeSymbolCaseName)
        }

        /// Whether both describe the same match.
        public static func == (lhs: SearchMatch, rhs: SearchMatch) -> Bool {
            lhs.formerName == rhs.formerName && lhs.safeSymbolCaseName == rhs.safeSymbolCaseName
        }

        /// Hashes the former name and the case name.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(formerName)
            hasher.combine(safeSymbolCaseName)
        }

        private final class Storage: Sendable {
            let formerName: FormerName?
            let safeSymbolCaseName: String?

            init(formerName: FormerName?, safeSymbolCaseName: String?) {
                self.formerName = formerName
                self.safeSymbolCaseName = safeSymbolCaseName
            }
        }
    }

    /// A name a symbol had before Apple renamed it, and the release that renamed it.
    public struct FormerName: Sendable, Hashable {
        /// The old name, for example `"cursorarrow"`.
        public var name: String
        /// The SF Symbols release that introduced the name that replaced it (for a chain of renames,
        /// the first replacement): the release that retired `name`.
        public var renamedIn: Availability

        /// Creates a former-name record.
        public init(name: String, renamedIn: Availability) {
            self.name = name
            self.renamedIn = renamedIn
        }

        /// The SF Symbols app version of ``renamedIn``, for showing "renamed in 7.0".
        ///
        /// Apple keys releases by year (`"2025"`, `"2023.2"`); SF Symbols 1 shipped in 2019 and each
        /// major version since in the following year, so the major version is the year minus 2018 and
        /// the point release is the key's suffix (`"2023.2"` → `"5.2"`). A release key that is not a
        /// year is returned unchanged.
        public var renamedInVersion: String {
            let (year, point) = Self.yearAndPoint(renamedIn.release)
            guard let year, year >= 2019 else { return renamedIn.release }
            return "\(year - 2018).\(point)"
        }

        /// Splits a release key such as `"2023.2"` into year and point release.
        static func yearAndPoint(_ release: String) -> (year: Int?, point: Int) {
            let parts = release.split(separator: ".", maxSplits: 1)
            guard let first = parts.first, let year = Int(first) else { return (nil, 0) }
            return (year, parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }
    }
}
