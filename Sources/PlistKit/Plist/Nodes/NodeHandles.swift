/// How a node refers to the reader it was read from (a tape, a binary file's parser) without
/// counting a reference: counting one on every node made and dropped cost a tenth of a
/// decode, and a reader reads millions of nodes.
///
/// Invariant: the reader outlives every node it hands out. Readers hand nodes out only inside
/// a call (`PlistReader.forEachRootNode`, `withRootNode`, a model's `init(from:)`) that holds
/// the reader, and a node is not kept past it (`PlistNode` says so to its users). Calls go
/// through `read`, which lends the reader for the call without a count: calling a method on an
/// `unowned(unsafe)` reference retains it for the call, a fifth of a binary decode.
@usableFromInline struct ReaderHandle<Reader: AnyObject> {
  private let reference: Unmanaged<Reader>

  init(_ reader: Reader) { reference = .passUnretained(reader) }

  /// The reader, counted: for the rare use that keeps it a while (a writer's walk).
  var reader: Reader { reference.takeUnretainedValue() }

  /// Runs `body` with the reader, lent for the call.
  @inline(__always)
  func read<R>(_ body: (Reader) -> R) -> R { reference._withUnsafeGuaranteedRef(body) }
}
