import Dispatch

/// Many lines of output made on every core and written in order as they are made: lint's
/// 100,000 diagnostics in a few `write`s, not one a line.
///
/// The lines are made a piece of `linesPerPiece` at a time, each piece by whichever core is
/// free, and each piece is handed to `write` by a thread of its own as soon as it and those
/// before it are made: the kernel takes a piece (for a file or a pipe) while the cores make
/// the rest, and a piece is freed once written. Invariants: each piece's slot is written once,
/// by the core that made it, before its semaphore is signalled; the writing thread reads a
/// slot only after waiting on that semaphore, and empties it; the call returns only after the
/// writing thread has written every piece. For this package's modules (`package`).
package enum LineStream {
  /// A line for each element (`writeLine(into:)`), ended by a line feed, handed to `write` in
  /// order. The caller lends the array (`inout`, so that its buffer is its own): each element
  /// is moved out of its slot for its line and back after it, bit for bit. Copied, a
  /// diagnostic's strings were retained and released, and the cores took turns at the counts
  /// of those all diagnostics share (their file's name): a third of writing 100,000 lines.
  /// The elements are as they were when the call returns.
  package static func write<Element: LineWritable & Sendable>(
    _ elements: inout [Element], linesPerPiece: Int = 2_048, to write: @escaping @Sendable (LineWriter) -> Void
  ) {
    elements.withUnsafeMutableBufferPointer { elements in
      guard let first = elements.baseAddress else { return }
      let lent = Lent(first)
      Self.write(count: elements.count, linesPerPiece: linesPerPiece, { i, writer in
        // Each line's slot is its own: no other core reads or writes it meanwhile.
        let element = (lent.first + i).move()
        element.writeLine(into: &writer)
        (lent.first + i).initialize(to: consume element)
      }, to: write)
    }
  }

  /// The first slot of an array lent to the call, whose slots the cores move out and back,
  /// each its own lines' (see `write(_:linesPerPiece:to:)`).
  private struct Lent<Element>: @unchecked Sendable {
    let first: UnsafeMutablePointer<Element>
    init(_ first: UnsafeMutablePointer<Element>) { self.first = first }
  }

  /// Lines `0..<count`, line `i` made by `line(i, &writer)` and each ended by a line feed,
  /// handed to `write` in order.
  package static func write(count: Int, linesPerPiece: Int = 2_048, _ line: @Sendable (Int, inout LineWriter) -> Void,
                            to write: @escaping @Sendable (LineWriter) -> Void) {
    guard count > 0 else { return }
    let pieces = (count + linesPerPiece - 1) / linesPerPiece
    // A few lines are made and written here: no thread to start for them.
    guard pieces > 1 else {
      var writer = LineWriter()
      for i in 0..<count {
        line(i, &writer)
        writer.append(byte: 0x0A)
      }
      return write(writer)
    }
    let slots = Slots(count: pieces)
    let ready = (0..<pieces).map { _ in DispatchSemaphore(value: 0) }
    let written = DispatchSemaphore(value: 0)
    // A queue of its own, so a thread of its own: the writer waits on each piece in turn.
    DispatchQueue(label: "arcade.line-stream.writer").async {
      for piece in 0..<pieces {
        ready[piece].wait()
        if let made = slots.take(piece) { write(made) }
      }
      written.signal()
    }
    withoutActuallyEscaping(line) { line in
      DispatchQueue.concurrentPerform(iterations: pieces) { piece in
        var writer = LineWriter()
        // Lint's lines are some 150 bytes; a guess, the buffer still grows past it.
        writer.reserve(linesPerPiece * 160)
        for i in (piece * linesPerPiece)..<min((piece + 1) * linesPerPiece, count) {
          line(i, &writer)
          writer.append(byte: 0x0A)
        }
        slots.put(writer, at: piece)
        ready[piece].signal()
      }
    }
    written.wait()
  }

  /// A made piece for each piece number, put by the core that made it and taken by the
  /// writing thread after the piece's semaphore says it is there (see the invariants above).
  private final class Slots: @unchecked Sendable {
    // Raw storage, not an array: threads writing their own elements of one array would each
    // claim the whole of it.
    private let pieces: UnsafeMutablePointer<LineWriter?>
    private let count: Int

    init(count: Int) {
      self.count = count
      pieces = .allocate(capacity: count)
      pieces.initialize(repeating: nil, count: count)
    }

    deinit {
      pieces.deinitialize(count: count)
      pieces.deallocate()
    }

    func put(_ writer: LineWriter, at piece: Int) {
      precondition(piece < count)
      pieces[piece] = writer
    }

    func take(_ piece: Int) -> LineWriter? {
      precondition(piece < count)
      defer { pieces[piece] = nil }
      return pieces[piece]
    }
  }
}
