/// One pass over a document: names, types, shapes, references, cycles.
struct DocumentReader {
    struct Pending {
        var path: String
        var pointer: String
        var type: TokenType?
        var value: JSONValue
        var description: String?
        var deprecated: JSONValue?
        var extensions: JSONObject?
        var modeValues: [ModeValue]
        var typeBroken = false
    }

    struct Reference {
        var owner: Int
        var pointer: String
        var reference: TokenReference
        var expected: TokenType?
    }

    var errors: [TokenError] = []
    var pending: [Pending] = []
    var pendingIndex: [String: Int] = [:]
    var groupPaths: Set<String> = []
    var extends: [(group: String, pointer: String, value: JSONValue)] = []
    var modifiers: [Modifier] = []
    var references: [Reference] = []
    var finishedTokens: [Token] = []
    var finishedIndex: [String: Int] = [:]

    mutating func read(_ value: JSONValue) {
        guard case .object(let root) = value else {
            errors.append(.notAnObject(path: ""))
            return
        }
        readModifiers(root)
        walkGroup(root, path: "", pointer: "", inherited: nil, typeBroken: false)
        applyExtends()
        inferTypesThroughAliases()
        for position in pending.indices { checkShapes(of: position) }
        checkReferences()
        findCycles()
        // A token whose type is still unknown (say, an untyped alias into part of a value) is invalid.
        if errors.isEmpty {
            errors = pending.filter { $0.type == nil }.map { .missingType(path: $0.pointer) }
        }
        guard errors.isEmpty else { return }
        // Without errors every token has a type, so positions (and `pendingIndex`) carry over.
        finishedTokens.reserveCapacity(pending.count)
        finishedIndex = pendingIndex
        for item in pending {
            guard let type = item.type else { continue }
            finishedTokens.append(
                Token(
                    path: item.path, pointer: item.pointer, type: type, value: item.value,
                    description: item.description, deprecated: item.deprecated, extensions: item.extensions,
                    modeValues: item.modeValues))
        }
    }

    mutating func readModifiers(_ root: JSONObject) {
        guard let declared = root["$extensions"]?[ExtensionKey.modifiers] else { return }
        let pointer = "/$extensions/\(ExtensionKey.modifiers.pointerEscaped)"
        guard case .object(let object) = declared else {
            errors.append(.notAnObject(path: pointer))
            return
        }
        for member in object {
            let contexts = member.value["contexts"]?.arrayValue?.compactMap(\.stringValue) ?? []
            guard !contexts.isEmpty else {
                errors.append(.notAnObject(path: "\(pointer)/\(member.key.pointerEscaped)"))
                continue
            }
            let fallback = member.value["default"]?.stringValue
            if let fallback, !contexts.contains(fallback) {
                errors.append(.unknownContext(modifier: member.key, context: fallback))
            }
            modifiers.append(Modifier(name: member.key, contexts: contexts, defaultContext: fallback))
        }
    }

    /// DTCG §5.1.1: names must not begin with `$` nor contain `{`, `}` or `.`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && !name.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
    }

    static func join(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : path + "." + name
    }

    mutating func walkGroup(
        _ group: JSONObject, path: String, pointer: String, inherited: TokenType?, typeBroken inheritedBroken: Bool
    ) {
        groupPaths.insert(path)
        var groupType = inherited
        var typeBroken = inheritedBroken
        if let declared = group["$type"] {
            groupType = readType(declared, pointer: pointer + "/$type")
            typeBroken = groupType == nil
        }
        if let base = group["$extends"] {
            extends.append((path, pointer + "/$extends", base))
        }
        for member in group {
            let childPointer = pointer + "/" + member.key.pointerEscaped
            if member.key.utf8.first == UInt8(ascii: "$") {
                guard member.key == "$root" else { continue }
                guard case .object(let object) = member.value, object["$value"] != nil else {
                    errors.append(.notAnObject(path: childPointer))
                    continue
                }
                addToken(
                    object, path: Self.join(path, "$root"), pointer: childPointer, inherited: groupType,
                    typeBroken: typeBroken)
                continue
            }
            guard Self.isValidName(member.key) else {
                errors.append(.invalidName(path: childPointer, name: member.key))
                continue
            }
            guard case .object(let object) = member.value else {
                errors.append(.notAnObject(path: childPointer))
                continue
            }
            let childPath = Self.join(path, member.key)
            if object["$value"] != nil {
                addToken(object, path: childPath, pointer: childPointer, inherited: groupType, typeBroken: typeBroken)
            } else {
                walkGroup(object, path: childPath, pointer: childPointer, inherited: groupType, typeBroken: typeBroken)
            }
        }
    }

    mutating func readType(_ value: JSONValue, pointer: String) -> TokenType? {
        if let name = value.stringValue, let type = TokenType(rawValue: name) { return type }
        errors.append(.unknownType(path: pointer, type: value.stringValue ?? value.serialized(indent: nil)))
        return nil
    }

    mutating func addToken(
        _ object: JSONObject, path: String, pointer: String, inherited: TokenType?, typeBroken inheritedBroken: Bool
    ) {
        if object.members.contains(where: { $0.key.utf8.first != UInt8(ascii: "$") }) {
            errors.append(.tokenWithChildren(path: pointer))
        }
        var type = inherited
        var typeBroken = inheritedBroken
        if let declared = object["$type"] {
            type = readType(declared, pointer: pointer + "/$type")
            typeBroken = type == nil
        }
        var modeValues: [ModeValue] = []
        let extensions = object["$extensions"]?.objectValue
        if let modes = extensions?[ExtensionKey.modes]?.objectValue {
            for member in modes {
                var conditions: [String: String] = [:]
                for condition in member.key.split(separator: ",") {
                    let parts = condition.split(separator: ":", omittingEmptySubsequences: false)
                    let name = parts.first.map { String($0).trimmingWhitespace() } ?? ""
                    let context = parts.count == 2 ? String(parts[1]).trimmingWhitespace() : ""
                    guard let modifier = modifiers.first(where: { $0.name == name }) else {
                        errors.append(.unknownModifier(name))
                        continue
                    }
                    guard modifier.contexts.contains(context) else {
                        errors.append(.unknownContext(modifier: name, context: context))
                        continue
                    }
                    conditions[name] = context
                }
                modeValues.append(ModeValue(conditions: conditions, value: member.value))
            }
        }
        pendingIndex[path] = pending.count
        pending.append(
            Pending(
                path: path, pointer: pointer, type: type, value: object["$value"] ?? .null,
                description: object["$description"]?.stringValue, deprecated: object["$deprecated"],
                extensions: extensions, modeValues: modeValues, typeBroken: typeBroken))
    }

    /// DTCG §6.4 `$extends`: a group inherits the tokens of another group it does not define itself.
    mutating func applyExtends() {
        guard !extends.isEmpty else { return }
        var done = Set<String>()
        for _ in 0..<extends.count {
            var progressed = false
            for item in extends where !done.contains(item.group) {
                guard let reference = TokenReference(item.value) else {
                    errors.append(
                        .unresolvableReference(path: item.pointer, reference: item.value.serialized(indent: nil)))
                    done.insert(item.group)
                    continue
                }
                guard groupPaths.contains(reference.target) else {
                    errors.append(.unresolvableReference(path: item.pointer, reference: reference.written))
                    done.insert(item.group)
                    continue
                }
                // Wait until the base group has itself been extended.
                if extends.contains(where: { $0.group == reference.target && !done.contains($0.group) }),
                    reference.target != item.group
                {
                    continue
                }
                let prefix = reference.target.isEmpty ? "" : reference.target + "."
                for source in pending where source.path.hasPrefix(prefix) {
                    let relative = String(source.path.dropFirst(prefix.count))
                    let path = Self.join(item.group, relative)
                    guard pendingIndex[path] == nil else { continue }
                    var copy = source
                    copy.path = path
                    pendingIndex[path] = pending.count
                    pending.append(copy)
                }
                done.insert(item.group)
                progressed = true
            }
            if !progressed { break }
        }
        for item in extends where !done.contains(item.group) {
            errors.append(.circularReference(path: item.pointer, cycle: [item.group]))
        }
    }

    /// DTCG §6: a token without `$type` takes the type of the token it aliases.
    mutating func inferTypesThroughAliases() {
        for position in pending.indices where pending[position].type == nil {
            var seen = Set<Int>()
            var current = position
            var found: TokenType?
            while found == nil, seen.insert(current).inserted {
                guard let reference = TokenReference(pending[current].value), reference.fragment.isEmpty,
                    let next = pendingIndex[reference.target]
                else { break }
                found = pending[next].type
                current = next
            }
            if let found {
                pending[position].type = found
            } else if TokenReference(pending[position].value) == nil, !pending[position].typeBroken {
                errors.append(.missingType(path: pending[position].pointer))
            }
        }
    }

    mutating func checkShapes(of position: Int) {
        guard let type = pending[position].type else {
            // An untyped alias whose chain never reaches a typed token: still check where it points.
            if let reference = TokenReference(pending[position].value) {
                references.append(
                    Reference(
                        owner: position, pointer: pending[position].pointer + "/$value", reference: reference,
                        expected: nil))
            }
            return
        }
        var checker = ShapeChecker()
        checker.check(pending[position].value, type: type, pointer: pending[position].pointer + "/$value")
        if let modes = pending[position].extensions?[ExtensionKey.modes]?.objectValue {
            let modesPointer = pending[position].pointer + "/$extensions/" + ExtensionKey.modes.pointerEscaped
            for member in modes {
                checker.check(member.value, type: type, pointer: modesPointer + "/" + member.key.pointerEscaped)
            }
        }
        errors.append(contentsOf: checker.errors)
        for found in checker.references {
            references.append(
                Reference(owner: position, pointer: found.pointer, reference: found.reference, expected: found.expected)
            )
        }
    }

    mutating func checkReferences() {
        for item in references {
            let target = item.reference.target
            if let index = pendingIndex[target] {
                if item.reference.fragment.isEmpty, let expected = item.expected, let found = pending[index].type,
                    found != expected
                {
                    errors.append(
                        .typeMismatch(
                            path: item.pointer, reference: item.reference.written, expected: expected, found: found))
                }
            } else if groupPaths.contains(target) {
                errors.append(.referenceToGroup(path: item.pointer, reference: item.reference.written))
            } else {
                errors.append(.unresolvableReference(path: item.pointer, reference: item.reference.written))
            }
        }
    }

    /// DTCG §7.3: circular references are invalid. Tarjan's strongly connected components over
    /// the alias graph; every token in a cycle gets its own error.
    mutating func findCycles() {
        var edges = [[Int]](repeating: [], count: pending.count)
        for item in references {
            if let target = pendingIndex[item.reference.target] { edges[item.owner].append(target) }
        }
        var order = [Int](repeating: -1, count: pending.count)
        var lowLink = [Int](repeating: 0, count: pending.count)
        var onStack = [Bool](repeating: false, count: pending.count)
        var stack: [Int] = []
        var counter = 0
        var cyclic: [[Int]] = []

        // Iterative Tarjan: each frame is (node, next edge position).
        for start in pending.indices where order[start] < 0 && !edges[start].isEmpty {
            var frames: [(node: Int, edge: Int)] = [(start, 0)]
            order[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let next = edges[node][frame.edge]
                    if order[next] < 0 {
                        order[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 || edges[node].contains(node) { cyclic.append(component.reversed()) }
            }
        }
        for component in cyclic {
            let ordered = Self.cycleOrder(component, edges: edges)
            let names = ordered.map { pending[$0].path }
            for member in component.sorted() {
                guard let start = ordered.firstIndex(of: member) else { continue }
                let rotated = Array(names[start...] + names[..<start])
                errors.append(.circularReference(path: pending[member].pointer, cycle: rotated))
            }
        }
    }

    /// Orders a strongly connected component along its alias edges, starting at its first token.
    static func cycleOrder(_ component: [Int], edges: [[Int]]) -> [Int] {
        let members = Set(component)
        guard let first = component.min() else { return [] }
        var ordered = [first]
        var seen: Set<Int> = [first]
        var current = first
        while let next = edges[current].first(where: { members.contains($0) && !seen.contains($0) }) {
            ordered.append(next)
            seen.insert(next)
            current = next
        }
        for member in component.sorted() where !seen.contains(member) { ordered.append(member) }
        return ordered
    }
}
