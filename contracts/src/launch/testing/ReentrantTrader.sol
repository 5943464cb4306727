// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ILaunchpadCurve} from "../../interfaces/ILaunchpadCurve.sol";

/// @title ReentrantTrader
/// @notice Test-only attacker: trades on the curve and, when the curve pays it ETH (a buy
/// refund, sell proceeds, the graduation bounty), tries to re-enter the curve with the
/// configured call. Tests assert the re-entry failed: either the whole trade reverts
/// (bubble = true) or the attempt's revert data is recorded in `lastError` (bubble = false).
contract ReentrantTrader {
    /// @notice The call attempted from receive().
    enum Attack {
        None,
        Buy,
        Sell,
        Graduate,
        Unfreeze
    }

    /// @notice The curve under attack.
    ILaunchpadCurve public immutable curve;
    /// @notice Coin the re-entry targets.
    address public target;
    /// @notice The re-entry to try.
    Attack public attack;
    /// @notice True: a failed re-entry reverts the outer call; false: it is recorded and swallowed.
    bool public bubble;
    /// @notice Number of re-entry attempts made.
    uint256 public attempts;
    /// @notice Number of re-entry attempts that succeeded (must stay 0).
    uint256 public successes;
    /// @notice Revert data of the last failed attempt.
    bytes public lastError;

    /// @notice Bind to `curve_`.
    constructor(address curve_) {
        curve = ILaunchpadCurve(curve_);
    }

    /// @notice Choose the re-entry made on the next ETH receipt.
    function setAttack(Attack attack_, address target_, bool bubble_) external {
        attack = attack_;
        target = target_;
        bubble = bubble_;
    }

    /// @notice Buy `token` with all the ETH sent.
    function buy(address token, uint256 minOut) external payable returns (uint256) {
        return curve.buy{value: msg.value}(token, minOut);
    }

    /// @notice Sell `amount` of `token` held here.
    function sell(address token, uint256 amount, uint256 minOut) external returns (uint256) {
        IERC20(token).approve(address(curve), amount);
        return curve.sell(token, amount, minOut);
    }

    /// @notice Graduate `token` (the bounty comes back here).
    function graduate(address token) external {
        curve.graduate(token);
    }

    /// @notice Re-enter once per receipt as configured.
    receive() external payable {
        if (attack == Attack.None) return;
        Attack a = attack;
        attack = Attack.None; // one attempt per configuration
        attempts++;
        bool ok;
        bytes memory err;
        if (a == Attack.Buy) {
            (ok, err) = address(curve).call{value: 1 gwei <= address(this).balance ? 1 gwei : 0}(
                abi.encodeCall(ILaunchpadCurve.buy, (target, 0))
            );
        } else if (a == Attack.Sell) {
            uint256 bal = IERC20(target).balanceOf(address(this));
            IERC20(target).approve(address(curve), bal);
            (ok, err) = address(curve).call(abi.encodeCall(ILaunchpadCurve.sell, (target, bal, 0)));
        } else if (a == Attack.Graduate) {
            (ok, err) = address(curve).call(abi.encodeCall(ILaunchpadCurve.graduate, (target)));
        } else {
            (ok, err) = address(curve).call(abi.encodeCall(ILaunchpadCurve.unfreeze, (target)));
        }
        if (ok) {
            successes++;
            return;
        }
        lastError = err;
        if (bubble) {
            assembly ("memory-safe") {
                revert(add(err, 0x20), mload(err))
            }
        }
    }
}
