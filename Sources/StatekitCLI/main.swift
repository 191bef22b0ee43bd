print("statekit: coming")
