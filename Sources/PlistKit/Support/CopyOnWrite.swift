/// A value behind one reference, shared by its copies until one of them changes it, as the
/// standard library's arrays are: for a value of several buffers that many holders share and
/// few change (a dictionary's keys and their index, shared by every dictionary of the same
/// keys), in one word instead of one a buffer.
///
/// Invariants, which make it `Sendable` when its value is:
/// - the storage is written only through `modify`, and `modify` first makes it this holder's
///   own when any other holder refers to it (`isKnownUniquelyReferenced`);
/// - so a storage that two holders share, on one thread or several, is only ever read.
/// The storage is a `ManagedBuffer` whose header is the value: reading it goes through the
/// buffer's own address, with no exclusivity check at run time, which matters to a dictionary
/// looked up millions of times a read.
struct CopyOnWrite<Value: Sendable>: @unchecked Sendable {
  private final class Storage: ManagedBuffer<Value, Void> {}

  private var storage: Storage

  init(_ value: Value) {
    storage = Self.store(value)
  }

  private static func store(_ value: Value) -> Storage {
    // `create` returns the base class; the subclass is what it made.
    let made = Storage.create(minimumCapacity: 0) { _ in value }
    guard let storage = made as? Storage else { preconditionFailure("ManagedBuffer.create made another class") }
    return storage
  }

  /// The value, read in place.
  var value: Value {
    _read { yield storage.header }
  }

  /// Changes the value, first copying it when another holder shares it.
  mutating func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    if !isKnownUniquelyReferenced(&storage) { storage = Self.store(storage.header) }
    return try body(&storage.header)
  }

  /// Whether `other` shares this one's storage (so their values are the same).
  func isShared(with other: CopyOnWrite<Value>) -> Bool { storage === other.storage }

  /// The storage's identity, the same for holders that share it.
  var identity: ObjectIdentifier { ObjectIdentifier(storage) }
}
