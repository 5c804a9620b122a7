export { Testimonial, type TestimonialProps } from './Testimonial';
