// Every text a person reads as a validation message or toast, worded exactly as the specification says.
export const VALIDATION = {
  strongPassword:
    'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character!',
  passwordsDoNotMatchStrong: 'Passwords do not match!',
  loginFields: 'Please fill all fields',
  registerFields: 'Please fill all the fields',
  registerMismatch: 'Passwords do not match',
  signupMismatch: 'Password does not match',
  signupTooShort: 'Password must be at least 6 characters',
  emailRequired: 'Email is required',
  resetMismatch: 'Passwords do not match',
  resetTooShort: 'Password must be at least 8 characters long',
} as const;

export const TOAST = {
  signupFailed: 'Signup failed!',
  signinFailed: 'Signin failed!',
  forgotFailed: 'Failed to send password reset link!',
  resetFailed: 'Password reset failed!',
  signupSuccess: 'Signup successful!',
  signinSuccess: 'Signin successful!',
  logoutSuccess: 'Logout successful',
  otpSent: 'OTP has been sent to your email!',
  resetSuccess: 'Password reset successful!',
} as const;
