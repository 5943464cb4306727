// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import {IFeeRouter} from "../interfaces/IFeeRouter.sol";

/// @title NeoPayout
/// @notice Pays a reward as NEO, the claim-as-NEO of NeoStaking and RakebackV2: a NEO
/// reward is paid as is (at least `minNeoOut`); any other token is swapped through
/// FeeRouter along `path` (token ... NEO) straight to the recipient, with the router
/// enforcing `minNeoOut` and `deadline`. The caller is FeeRouter.Swap's `user`.
library NeoPayout {
    using SafeERC20 for IERC20;

    /// @dev Pay `amount` of `token` to `to` as NEO; returns the NEO `to` received.
    function payAsNeo(
        address token,
        address neo,
        address feeRouter,
        uint256 amount,
        address[] calldata path,
        uint256 minNeoOut,
        uint256 deadline,
        address to
    ) internal returns (uint256 neoOut) {
        if (token == neo) {
            if (amount < minNeoOut) revert IFeeRouter.InsufficientOutputAmount(amount, minNeoOut);
            IERC20(neo).safeTransfer(to, amount);
            return amount;
        }
        if (path.length < 2 || path[0] != token || path[path.length - 1] != neo) revert IFeeRouter.InvalidPath();
        IERC20(token).forceApprove(feeRouter, amount);
        uint256 before = IERC20(neo).balanceOf(to);
        IFeeRouter(feeRouter).swapExactTokensForTokens(amount, minNeoOut, path, to, deadline);
        neoOut = IERC20(neo).balanceOf(to) - before;
    }
}
