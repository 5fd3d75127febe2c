// URLError is outside FoundationEssentials.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How one upload attempt failed, as the retry policy needs to see it.
public enum UploadFailure: Sendable, Hashable {
    /// The transport failed with this `URLError` code before a response arrived.
    case transport(URLError.Code)
    /// The server answered with a non-2xx status.
    case http(status: Int, retryAfter: String?, problem: ProblemDetails?)
    /// The server answered 202 but the body could not be decoded.
    case undecodableAcceptance(RecognitionDecodingError)

    /// Whether the failure proves the request never reached the server, so that repeating a
    /// non-idempotent `POST` cannot create a second job: the host was not found, refused the
    /// connection, or the device is offline.
    public var requestSurelyNotReceived: Bool {
        guard case .transport(let code) = self else { return false }
        return Self.unreachedCodes.contains(code.rawValue) || Self.offlineCodes.contains(code.rawValue)
    }

    /// Whether the failure says the device has no network path.
    public var indicatesOffline: Bool {
        guard case .transport(let code) = self else { return false }
        return Self.offlineCodes.contains(code.rawValue)
    }

    /// Failures before any byte left the device: DNS failure or a refused connection.
    static let unreachedCodes: Set<Int> = Set(
        [URLError.Code.cannotFindHost, .dnsLookupFailed, .cannotConnectToHost].map(\.rawValue))
    /// Failures meaning the device is offline.
    static let offlineCodes: Set<Int> = Set(
        [URLError.Code.notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff].map(\.rawValue))

    /// Compares failures; transport codes compare by raw value.
    public static func == (lhs: UploadFailure, rhs: UploadFailure) -> Bool {
        switch (lhs, rhs) {
        case (.transport(let left), .transport(let right)): return left.rawValue == right.rawValue
        case (.http(let left, let leftAfter, let leftProblem), .http(let right, let rightAfter, let rightProblem)):
            return left == right && leftAfter == rightAfter && leftProblem == rightProblem
        case (.undecodableAcceptance(let left), .undecodableAcceptance(let right)): return left == right
        default: return false
        }
    }

    /// Hashes the failure; transport codes hash by raw value.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .transport(let code):
            hasher.combine(0)
            hasher.combine(code.rawValue)
        case .http(let status, let retryAfter, let problem):
            hasher.combine(1)
            hasher.combine(status)
            hasher.combine(retryAfter)
            hasher.combine(problem)
        case .undecodableAcceptance(let error):
            hasher.combine(2)
            hasher.combine(error.description)
        }
    }

    /// A short reason for logs and the failed thumbnail.
    public var reason: String {
        switch self {
        case .transport(let code):
            return "network error \(code.rawValue)"
        case .http(let status, _, let problem):
            return problem.map { "HTTP \(status): \($0.message)" } ?? "HTTP \(status)"
        case .undecodableAcceptance(let error):
            return error.description
        }
    }
}
