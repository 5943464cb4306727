// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";

/// @notice The ERC-1967 proxy every upgradeable contract of the system sits
/// behind. It exists under src/ only so the build emits an artifact (and a Go
/// binding) for it; the behaviour is OpenZeppelin's.
contract NeoProxy is ERC1967Proxy {
    constructor(address implementation, bytes memory data) payable ERC1967Proxy(implementation, data) {}
}
