// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20Upgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC20/ERC20Upgradeable.sol";
import {ILaunchpadToken} from "../interfaces/ILaunchpadToken.sol";
import {ILaunchpadCurve} from "../interfaces/ILaunchpadCurve.sol";

/// @title LaunchpadToken
/// @notice The fixed ERC-20 of every launch-venue coin: 1e27 supply minted once to the
/// curve, 18 decimals, no owner, no mint, no tax. Each coin is a minimal clone of this
/// template at an address derived from (creator, salt).
/// @dev One restriction, until the coin graduates: nobody but the curve may send the coin to
/// its two future pool addresses (TOKEN/WETH and TOKEN/NEO, known in advance from CREATE2).
/// Without it anyone could seed a pool at a price of their choosing before graduation and
/// capture the curve's liquidity as an LP. The first transfer into a pool after graduation
/// caches the open state, so from then on the coin is a plain ERC-20.
contract LaunchpadToken is ILaunchpadToken, ERC20Upgradeable {
    /// @notice Supply of every coin, all minted to the curve at initialization.
    uint256 public constant TOTAL_SUPPLY = 1e27;

    /// @inheritdoc ILaunchpadToken
    address public curve;
    /// @inheritdoc ILaunchpadToken
    address public pairWeth;
    /// @inheritdoc ILaunchpadToken
    address public pairNeo;
    /// @notice True once a transfer into a pool saw the coin Graduated.
    bool public poolsOpen;

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        // The template itself is never a coin: only its clones are initialized.
        _disableInitializers();
    }

    /// @inheritdoc ILaunchpadToken
    /// @dev The caller becomes the curve and receives the whole supply.
    function initialize(string calldata name_, string calldata symbol_, address pairWeth_, address pairNeo_)
        external
        initializer
    {
        __ERC20_init(name_, symbol_);
        curve = msg.sender;
        pairWeth = pairWeth_;
        pairNeo = pairNeo_;
        _mint(msg.sender, TOTAL_SUPPLY);
    }

    /// @dev The pre-graduation pool guard (see the contract doc); every other move is plain ERC-20.
    function _update(address from, address to, uint256 value) internal override {
        if (!poolsOpen && (to == pairWeth || to == pairNeo) && to != address(0)) {
            address curve_ = curve;
            if (from != curve_) {
                if (ILaunchpadCurve(curve_).statusOf(address(this)) != ILaunchpadCurve.Status.Graduated) {
                    revert PoolNotOpen(to);
                }
                poolsOpen = true;
            }
        }
        super._update(from, to, value);
    }
}
