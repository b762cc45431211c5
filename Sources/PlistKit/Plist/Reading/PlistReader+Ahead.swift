/// An XML file's root array read a batch of elements ahead of the code that uses them: the
/// file is read on a thread of its own (see `Pipeline`) while the caller's thread decodes what
/// is read, so a `PlistDecoder` takes two cores where it took one after the other. Each batch
/// lies on a tape of its own, handed over whole; the caller's code runs on the caller's
/// thread, in the file's order, and what it meets is what reading in order gives: the
/// elements before a syntax error, then the error; nothing after the caller stops.
extension PlistReader {
  /// From this many bytes a file is read ahead; below, a thread costs more than it saves.
  static let aheadBytes = 256 * 1024
  /// The bytes of file a batch holds, and how many batches may wait read.
  static let aheadBatchBytes = 64 * 1024
  static let aheadBatches = 4

  /// What the reading thread hands over: elements on their tape, or the end.
  private enum Batch {
    case elements(PlistTape, [PlistNode])
    case end(Result<PlistValue?, PlistError>)
  }

  /// As `forEachRootNode` for an XML document of UTF-8 `bytes`, read ahead (its caller has
  /// found it large enough, with a second core).
  static func forEachXMLRootNodeAhead(_ bytes: ByteView, _ body: (PlistNode) -> Bool) throws(PlistError) -> PlistValue? {
    let shared = Unchecked(bytes)
    let spares = SpareStack<PlistTape>()
    var outcome: Result<PlistValue?, PlistError> = .success(nil)
    Pipeline.run(ahead: aheadBatches, make: { handoff in readAhead(shared.value, into: handoff, spares: spares) }) { batch in
      switch batch {
      case let .elements(tape, elements):
        let going = withExtendedLifetime(tape) { elements.allSatisfy(body) }
        // Emptied here, where its values were used; filled again there.
        tape.reset()
        spares.push(tape)
        return going
      case .end(let result):
        outcome = result
        return false
      }
    }
    let root = try outcome.get()
    // `<array/>` and `<array attr="…">` are not streamed: their elements come from the value.
    if case .array(let items)? = root {
      for item in items where !body(PlistNode(item)) { break }
      return nil
    }
    return root
  }

  /// Reads the document on the pipeline's thread, handing over its root array's elements
  /// about `aheadBatchBytes` of file at a time.
  private static func readAhead(_ bytes: ByteView, into handoff: Pipeline.Handoff<Batch>, spares: SpareStack<PlistTape>) {
    var parser = XMLPlistParser(bytes: bytes)
    var elements: [PlistNode] = []
    var batchStart = 0
    var going = true
    parser.batching = { tape, at in
      guard at - batchStart >= aheadBatchBytes else { return nil }
      going = handoff.give(.elements(tape, elements))
      elements = []
      batchStart = at
      return spares.pop() ?? Self.batchTape()
    }
    let result: Result<PlistValue?, PlistError>
    do throws(PlistError) {
      result = .success(try parser.parseDocument { element, _ in
        elements.append(element)
        return going
      })
    } catch {
      result = .failure(error)
    }
    if !elements.isEmpty { handoff.give(.elements(parser.tape, elements)) }
    handoff.give(.end(result))
  }

  /// A new tape for a batch of elements: like the one a parser streams a root array on, it
  /// keeps no strings once (each element's keys are met again in the next).
  private static func batchTape() -> PlistTape {
    let tape = PlistTape()
    tape.keepsStringsOnce = false
    return tape
  }
}
