// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Owner-mintable 18-decimal ERC-20 whose every transfer the owner can make
/// revert: a reward token that stops moving, for the paths that must survive one
/// (NeoStaking's claim skips it). Never deployed on a real network.
contract RevertingToken is ERC20, Ownable {
    /// @notice When true, every transfer, mint and burn reverts.
    bool public reverting;

    error TransfersDisabled();

    /// @notice Creates an empty token; `owner_` may mint and toggle the failure mode.
    constructor(address owner_) ERC20("Reverting", "REV") Ownable(owner_) {}

    /// @notice Mints `amount` to `to`; owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice Toggle the failure mode; owner only.
    function setReverting(bool reverting_) external onlyOwner {
        reverting = reverting_;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (reverting) revert TransfersDisabled();
        super._update(from, to, value);
    }
}
