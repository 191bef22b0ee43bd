// Images, and images loaded from a URL.

// https://developer.apple.com/documentation/swiftui/image (page not looked up)
@frozen public struct Image: View, Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/image/resizingmode
  public enum ResizingMode: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/image/resizingmode/stretch
    case stretch
    case tile
  }

  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/asyncimage
nonisolated public struct AsyncImage<Content> where Content: View {
  // Documentation page not found for `init(url:scale:content:placeholder:)`; the declaration is
  // the one of https://developer.apple.com/documentation/swiftui/asyncimage/init(request:scale:content:placeholder:)
  // with the `url` of https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:)
  // and the content type of the SDK's interface.
  nonisolated public init<I, P>(
    url: URL?, scale: CGFloat = 1, @ContentBuilder content: @escaping (Image) -> I,
    @ContentBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P>, I: View, P: View {
    fatalError("stub")
  }
}

extension AsyncImage: View {
  public var body: Never { fatalError("stub") }
}

extension View {
  // Documentation page not found for `scaledToFit()`; declared as the SDK's interface does.
  nonisolated public func scaledToFit() -> some View {
    fatalError("stub")
  }
}
