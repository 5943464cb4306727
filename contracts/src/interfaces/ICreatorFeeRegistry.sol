// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Per-token creator fee configuration: who created a token, its
/// creator fee (0..50 bps) and whether the fee is disabled.
interface ICreatorFeeRegistry {
    /// @notice Full record of a token.
    struct Entry {
        address creator;
        uint16 feeBps;
        bool disabled;
    }

    /// @notice `token` was registered by `registrar` with `creator` and `feeBps`.
    event TokenRegistered(address indexed token, address indexed creator, uint256 feeBps, address registrar);
    /// @notice The creator of `token` changed (owner override or the creator handing over).
    event CreatorUpdated(address indexed token, address indexed previousCreator, address indexed newCreator);
    /// @notice The creator fee of `token` changed.
    event FeeBpsUpdated(address indexed token, uint256 feeBps);
    /// @notice The creator fee of `token` was switched off (true) or back on (false).
    event DisabledSet(address indexed token, bool disabled);
    /// @notice `registrar` may (true) or may no longer (false) register tokens.
    event RegistrarSet(address indexed registrar, bool allowed);

    /// @notice Upper bound of any creator fee, in basis points.
    function MAX_CREATOR_FEE_BPS() external view returns (uint256);
    /// @notice The live creator fee of `token`: (creator, bps), or (0, 0) when the
    /// token is unregistered or disabled.
    function creatorFee(address token) external view returns (address creator, uint256 feeBps);
    /// @notice The stored record of `token` (creator 0 when unregistered).
    function entryOf(address token) external view returns (Entry memory);
    /// @notice The creator of `token` (0 when unregistered), regardless of the disabled flag.
    function creatorOf(address token) external view returns (address);
    /// @notice True when `account` is an authorized registrar.
    function isRegistrar(address account) external view returns (bool);

    /// @notice Owner or registrar: register a new token.
    function register(address token, address creator, uint256 feeBps) external;
}
