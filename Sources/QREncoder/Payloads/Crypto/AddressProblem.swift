/// Why an address was rejected: a phrase completing "payload field address is invalid: …".
struct AddressProblem: Error, Equatable {
    let reason: String
}
