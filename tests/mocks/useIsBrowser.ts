export default (): boolean => true;
