// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// @notice NEO, the reward token: fixed supply minted once, ERC-2612 permit, no owner, no mint,
/// no pause.
contract NeoToken is ERC20, ERC20Permit {
    /// @notice Mints the whole `supply` to `recipient`; nothing can mint afterwards.
    constructor(address recipient, uint256 supply) ERC20("Neo", "NEO") ERC20Permit("Neo") {
        _mint(recipient, supply);
    }
}
