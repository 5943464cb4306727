// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {INeoSwapPair, INeoSwapCallee} from "../interfaces/INeoSwapPair.sol";

/// @notice Takes a flash swap from a pair and repays it, in the callback, from its own
/// balance: the pair sees its output leave and the repayment arrive in one swap. The
/// factory's swap allow-list must hold this contract. Never deployed on a real network.
contract FlashBorrower is INeoSwapCallee {
    /// @notice Flash-borrows amount0 / amount1 of the pair's tokens and pays back
    /// repay0 / repay1 (the borrowed amount plus at least the swap fee), which this
    /// contract must already hold.
    function borrow(address pair, uint256 amount0, uint256 amount1, uint256 repay0, uint256 repay1) external {
        INeoSwapPair(pair).swap(amount0, amount1, address(this), abi.encode(repay0, repay1));
    }

    /// @inheritdoc INeoSwapCallee
    function neoSwapCall(address, uint256, uint256, bytes calldata data) external {
        (uint256 repay0, uint256 repay1) = abi.decode(data, (uint256, uint256));
        INeoSwapPair pair = INeoSwapPair(msg.sender);
        if (repay0 > 0) require(IERC20(pair.token0()).transfer(msg.sender, repay0), "FlashBorrower: REPAY0");
        if (repay1 > 0) require(IERC20(pair.token1()).transfer(msg.sender, repay1), "FlashBorrower: REPAY1");
    }
}
