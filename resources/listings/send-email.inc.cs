// @step send-email
// The mail server is another system: no transaction covers this call
await _email.SendAsync(order.CustomerEmail, $"Order {order.OrderKey}", "Thank you for your order.");
// @end
