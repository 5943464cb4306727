// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice An 18-decimal test token that burns `feeBps` of every transfer (mints and burns are
/// exempt), to exercise the *SupportingFeeOnTransferTokens paths.
contract FeeOnTransferToken is ERC20, Ownable {
    /// @notice Share of each transfer that is burned, in basis points.
    uint16 public immutable feeBps;

    /// @notice Creates an empty token; `owner_` may mint.
    constructor(string memory name_, string memory symbol_, address owner_, uint16 feeBps_)
        ERC20(name_, symbol_)
        Ownable(owner_)
    {
        require(feeBps_ <= 10_000, "FeeOnTransferToken: FEE_TOO_HIGH");
        feeBps = feeBps_;
    }

    /// @notice Mints `amount` to `to`; owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @dev Splits a transfer into a burn of the fee and a transfer of the rest, so the
    /// recipient gets less than `value` and the total supply shrinks.
    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0) && feeBps != 0) {
            uint256 fee = value * feeBps / 10_000;
            if (fee != 0) super._update(from, address(0), fee);
            super._update(from, to, value - fee);
        } else {
            super._update(from, to, value);
        }
    }
}
