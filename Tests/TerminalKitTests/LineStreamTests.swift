import Foundation
import Testing
@testable import TerminalKit

/// Lines made on every core are written in order, a piece at a time.
struct LineStreamTests {
  @Test func linesMadeOnEveryCoreComeInOrder() {
    let count = 20_000
    let written = Collected()
    LineStream.write(count: count, linesPerPiece: 700, { i, line in
      line.append("line ")
      line.append(i)
    }, to: { written.add($0.bytes) })
    let text = String(decoding: written.pieces.flatMap { $0 }, as: UTF8.self)
    #expect(text == (0..<count).map { "line \($0)\n" }.joined())
    #expect(written.pieces.count == 29)
    // Fewer lines than a piece: one write, made where it is asked for.
    let few = Collected()
    LineStream.write(count: 3, { i, line in line.append(i) }, to: { few.add($0.bytes) })
    #expect(few.pieces == [Array("0\n1\n2\n".utf8)])
  }

  /// What the writing thread was handed, in order.
  final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [[UInt8]] = []
    func add(_ piece: [UInt8]) { lock.withLock { all.append(piece) } }
    var pieces: [[UInt8]] { lock.withLock { all } }
  }
}
