// Test-support executable for the BookLibrary cross-checks (built by run.sh in a temporary package).
//   writer DIR PREFIX      add books forever, printing "ack ID" after each durable add
//   verify DIR             print the id of every recovered book
//   parse-csv FILE         print each record as a JSON array of fields, one per line
//   write-csv FILE JSON    write the records of a JSON array of arrays as CSV
//   parse-tsv, write-tsv   the same with tab-separated fields (and LF line endings when writing)
//   isbn FILE              for each line (an ISBN as digits), print the line, whether it is a valid
//                          ISBN (1 or 0), its hyphenated ISBN-13 and its hyphenated ISBN-10, with "-"
//                          for a form that does not exist or is not known
import BookLibrary
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    fail("usage: support writer|verify|parse-csv|write-csv|parse-tsv|write-tsv|isbn …")
}

switch arguments[1] {
case "writer":
    guard arguments.count == 4 else { fail("usage: support writer DIR PREFIX") }
    let library = try await Library.open(at: URL(fileURLWithPath: arguments[2]))
    var number = 0
    while true {
        let id = "\(arguments[3])-\(number)"
        let title = "Book \(id) " + String(repeating: "x", count: number % 300)
        try await library.add(Book(localID: id, title: title, authors: ["Author \(number % 13)"]))
        FileHandle.standardOutput.write(Data("ack local:\(id)\n".utf8))
        number += 1
    }
case "verify":
    let library = try await Library.open(at: URL(fileURLWithPath: arguments[2]))
    for book in await library.snapshot.allBooks { print(book.id) }
case "parse-csv", "parse-tsv":
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
    let delimiter: Character = arguments[1] == "parse-tsv" ? "\t" : ","
    for record in try CSVReader.records(String(decoding: data, as: UTF8.self), delimiter: delimiter) {
        let json = try JSONEncoder().encode(record.fields)
        print(String(decoding: json, as: UTF8.self))
    }
case "write-csv", "write-tsv":
    guard arguments.count == 4 else { fail("usage: support \(arguments[1]) FILE JSON") }
    let rows = try JSONDecoder().decode([[String]].self, from: Data(contentsOf: URL(fileURLWithPath: arguments[3])))
    let writer = arguments[1] == "write-tsv" ? CSVWriter(delimiter: "\t", lineEnding: "\n") : CSVWriter()
    try Data(rows.map(writer.record).joined().utf8).write(to: URL(fileURLWithPath: arguments[2]))
case "isbn":
    let text = try String(contentsOf: URL(fileURLWithPath: arguments[2]), encoding: .utf8)
    var output = ""
    for line in text.split(separator: "\n") {
        let isbn = try? ISBN(String(line))
        output += "\(line) \(isbn == nil ? 0 : 1) \(isbn?.hyphenated ?? "-") \(isbn?.hyphenatedISBN10 ?? "-")\n"
    }
    FileHandle.standardOutput.write(Data(output.utf8))
default:
    fail("unknown command \(arguments[1])")
}
