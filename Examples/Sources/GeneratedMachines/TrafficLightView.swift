#if canImport(SwiftUI)
  import SwiftUI

  /// A traffic light screen: three lamps and a button that breaks and repairs the light. Built
  /// on Apple platforms only; its view model is tested on Linux.
  struct TrafficLightView: View {
    let model: TrafficLightModel

    var body: some View {
      VStack(spacing: 16) {
        VStack(spacing: 12) {
          lamp(.red, isOn: model.redIsOn)
          lamp(.yellow, isOn: model.yellowIsOn)
          lamp(.green, isOn: model.greenIsOn)
        }
        .padding()
        .background(Color.black, in: RoundedRectangle(cornerRadius: 16))
        if model.isWorking {
          Button("Break", systemImage: "pause.fill") { model.breakTapped() }
        } else {
          Button("Repair", systemImage: "play.fill") { model.repairTapped() }
        }
      }
      .padding()
    }

    private func lamp(_ color: Color, isOn: Bool) -> some View {
      Circle()
        .fill(color.opacity(isOn ? 1 : 0.2))
        .frame(width: 60, height: 60)
    }
  }
#endif
